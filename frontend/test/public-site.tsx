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
import { notifications } from '../src/lib/toast';
import { routeFetchTo } from './http-test-server';

/**
 * The environment's FormData is Node's, for fetch, and cannot read a form, while the site's forms read their
 * fields with it (the newsletter box). This one reads a form with jsdom's own FormData (an iframe's window
 * still has it) and stays Node's for fetch. The public site's forms hold text only.
 */
function formDataReadingForms(): typeof FormData {
  const frame = document.createElement('iframe');
  document.head.append(frame);
  const JsdomFormData = (frame.contentWindow as unknown as typeof globalThis).FormData;
  return class extends FormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value as string);
    }
  };
}
Object.assign(window, { FormData: formDataReadingForms() });

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

/**
 * routeFetchTo, with a failed request rejecting as the page's own TypeError, as in a browser: the environment's
 * fetch is Node's, whose errors belong to another realm, and the site tells a request that got no answer by
 * `instanceof TypeError` (consultation-form/submit-error, blog's newsletter-submit).
 */
export function routePageFetchTo(origin: string): jest.SpiedFunction<typeof fetch> {
  const spy = routeFetchTo(origin);
  const routed = spy.getMockImplementation()!;
  return spy.mockImplementation((input, init) =>
    routed(input, init).catch((error: unknown) => {
      const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
      if (name !== 'TypeError' || error instanceof TypeError) throw error;
      throw new TypeError(String(message), { cause });
    }),
  );
}

/** Answers a request with no answer at all: the connection is reset, and fetch rejects as a browser's does. */
export function dropConnection(res: ServerResponse): void {
  res.socket?.destroy();
}
