import { Box, Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { ToastHost } from '../../components/toast-host';
import { useDocumentHead } from '../../features/seo/use-document-head';
import { BrandLink } from './brand-link';
import classes from './site-header.module.css';

/**
 * The staff panel's own frame: the firm's mark and nothing for visitors (no chat button, no language
 * toggle). Staff copy follows the spec's English wording, so the page language is English here.
 */
export function StaffLayout() {
  useDocumentHead();

  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" gap="sm" wrap="nowrap">
            <BrandLink to="/" />
            <Text c="gray.7" fz="sm" visibleFrom="xs">
              · Staff
            </Text>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="contenido">
        <Outlet />
      </Box>
      <ToastHost language="en" />
    </Box>
  );
}
