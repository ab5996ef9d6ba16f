import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';

// TanStack Query is provided by the parts that fetch (the consultation form, the staff panel), so its
// code stays out of the first download of every page.
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // The theme's variables and classes are in the stylesheet (theme-css.ts): HTML allows no <style> in <body>.
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
