import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SiteContent } from '../content/site-content';
import { SiteContentProvider } from '../content/site-content-context';
import { theme } from './theme';

// TanStack Query is provided by the parts that fetch (the consultation form, the staff panel), so its
// code stays out of the first download of every page.
export function AppProviders({ content, children }: { content: SiteContent; children: ReactNode }) {
  return (
    // The theme's variables and classes are in the stylesheet (theme-css.ts): HTML allows no <style> in <body>.
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <SiteContentProvider content={content}>{children}</SiteContentProvider>
    </MantineProvider>
  );
}
