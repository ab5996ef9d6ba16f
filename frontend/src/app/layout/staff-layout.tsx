import { Box, Container, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { deferred } from '../../components/deferred';
import { ToastHost } from '../../components/toast-host';
import { STAFF_MARK, useStaffLocale } from '../../features/admin/shared/i18n/staff-locale';
import { useDocumentHead } from '../../features/seo/use-document-head';
import { addNamedStylesheet } from '../../lib/stylesheet';
import { useLanguage } from '../../i18n/use-language';
import { BrandLink } from './brand-link';
import classes from './site-header.module.css';
import layout from './site-layout.module.css';

// The site's footer, as on every page, with its code fetched when it comes near the viewport.
const SiteFooter = deferred(() => import('./site-footer').then((module) => module.SiteFooter));

/**
 * The staff panel's own frame: the firm's mark and nothing for visitors (no chat button, no language
 * toggle), then the site's footer. The page speaks the staff member's language (<html lang> follows it);
 * the footer is the site's, in the language of the page's address, and says so.
 */
/**
 * Public pages inline only the CSS the public site uses (the build's critical CSS, `<style data-stylesheet>`);
 * a staff page reached from one by the router needs the whole stylesheet it stands for.
 */
function useWholeStylesheet() {
  useEffect(() => addNamedStylesheet('stylesheet'), []);
}

export function StaffLayout() {
  useDocumentHead();
  useWholeStylesheet();
  const locale = useStaffLocale();
  const siteLanguage = useLanguage();

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <Box className={layout.shell} bg="gray.0">
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" gap="sm" wrap="nowrap">
            <BrandLink to="/" />
            <Text c="gray.7" fz="sm" visibleFrom="xs">
              · {STAFF_MARK[locale]}
            </Text>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="contenido" className={layout.main}>
        <Outlet />
      </Box>
      <div lang={siteLanguage}>
        <SiteFooter />
      </div>
      <ToastHost language={locale} />
    </Box>
  );
}
