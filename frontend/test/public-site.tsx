// Renders a part of the public site as its pages hold it: the app's theme, the route (whose path gives the
// language), a query client like the form's, and the page's toast region (components/toast-host).
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../src/app/theme';
import { ToastHost } from '../src/components/toast-host';
import { languageFromPath } from '../src/i18n';
import { createQueryClient } from '../src/lib/api/query-client';
import { notifications } from '../src/components/toast';

export function renderOnPublicSite(ui: ReactElement, { path }: { path: string }): RenderResult {
  // Toasts live in a module-wide store: a toast of the previous test must not show in this one.
  notifications.clean();
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={createQueryClient()}>
          {ui}
          <ToastHost language={languageFromPath(path)} />
        </QueryClientProvider>
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** Answers a request with no answer at all: the connection is reset, and fetch rejects as a browser's does. */
export function dropConnection(res: ServerResponse): void {
  res.socket?.destroy();
}
