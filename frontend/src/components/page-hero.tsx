import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Crumb, PageBreadcrumbs } from './page-breadcrumbs';
import responsive from './responsive.module.css';

interface PageHeroProps {
  title: string;
  lead?: ReactNode;
  /** Breadcrumb trail ending with this page; shown above the title. */
  breadcrumbs?: { items: Crumb[]; label: string };
  /** Buttons under the lead (chat, free consultation). */
  actions?: ReactNode;
}

/** The navy title band that opens every inner page. */
export function PageHero({ title, lead, breadcrumbs, actions }: PageHeroProps) {
  return (
    <Box
      component="section"
      className={responsive.heroY}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-navy-9) 0%, var(--mantine-color-navy-7) 100%)',
        color: 'var(--mantine-color-white)',
      }}
    >
      <Container size="lg">
        <Stack gap="md" maw={780}>
          {breadcrumbs && <PageBreadcrumbs {...breadcrumbs} />}
          <Title order={1} className={responsive.heroTitle} lh={1.15}>
            {title}
          </Title>
          {lead && (
            <Text className={responsive.lead} c="navy.0">
              {lead}
            </Text>
          )}
          {actions}
        </Stack>
      </Container>
    </Box>
  );
}
