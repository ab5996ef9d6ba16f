/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
// The blog's newsletter box when its request gets no answer. What it shows and posts otherwise, with and
// without JavaScript, is checked against the real server in Chromium (e2e/newsletter.spec.ts).
import { fireEvent, screen, within } from '@testing-library/react';
import { routeFetchTo, startTestServer, type TestServer } from '../../../../test/http-test-server';
import { dropConnection, renderOnPublicSite } from '../../../../test/public-site';
import { NewsletterBox } from './newsletter-box';

const BOX = {
  es: { path: '/blog', email: 'Correo electrónico', subscribe: 'Suscribirse', lost: 'No pudimos conectar' },
  en: { path: '/en/blog', email: 'Email', subscribe: 'Subscribe', lost: "couldn't reach" },
} as const;

/** Open until the test closes it: it resets every connection. */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  jest.restoreAllMocks();
});

describe.each(['es', 'en'] as const)('the newsletter box on the %s blog', (language) => {
  const box = BOX[language];

  it('explains a lost connection with a retry, and never shows a success for it', async () => {
    server = await startTestServer((_req, res) => dropConnection(res));
    const fetches = routeFetchTo(server.origin);
    renderOnPublicSite(<NewsletterBox />, { path: box.path });

    fireEvent.change(screen.getByRole('textbox', { name: box.email }), {
      target: { value: 'lector@example.com' },
    });
    fireEvent.click(document.getElementById('boletin-consent')!);
    fireEvent.click(screen.getByRole('button', { name: box.subscribe }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(box.lost);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(alert.contains(document.activeElement)).toBe(true);
    // The form is still there, as the visitor filled it, to try again.
    expect((document.getElementById('boletin-email') as HTMLInputElement).value).toBe('lector@example.com');

    // The retry finds the server gone: the connection is refused.
    await server.close();
    server = undefined;
    fireEvent.click(within(alert).getByRole('button'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain(box.lost);
    expect(fetches.mock.calls.map(([url]) => String(url))).toEqual(['/api/newsletter', '/api/newsletter']);
  });
});
