import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToastHost } from '../components/toast-host';
import { theme } from './theme';

// TanStack Query is provided by the parts that fetch (the consultation form, the staff panel), so its
// code stays out of the first download of every page.
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ToastHost />
      {children}
    </MantineProvider>
  );
}
