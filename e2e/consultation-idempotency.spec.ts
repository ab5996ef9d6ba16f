import { type Page, type Request, type Route } from 'playwright-core';
import { useSite } from './support/site';

/**
 * The form's Idempotency-Key in Chromium: one key per filled form, the same on a second click after a
 * 503 (so the server can never store the request twice), a new one once a request has been stored or
 * the details change. The form never sends again by itself (SPEC §9: no automatic retry).
 */
describe('the consultation form and its Idempotency-Key', () => {
  const site = useSite();

  const section = (page: Page) => page.locator('#formulario-consulta');
  const submitButton = (page: Page) => section(page).locator('button[type="submit"]');

  async function openForm(): Promise<Page> {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(site.server.url + '/', { waitUntil: 'load' });
    await section(page).scrollIntoViewIfNeeded();
    await section(page).locator('form[data-hydrated]').waitFor();
    return page;
  }

  async function fillValid(page: Page, nombre: string) {
    await page.locator('#consulta-nombre').fill(nombre);
    await page.locator('#consulta-email').fill('cliente@example.com');
    await page.locator('#consulta-telefono').fill('+57 300 765 4321');
    await page.locator('#consulta-tipo-caso').selectOption('familia');
    await page.locator('#consulta-mensaje').fill('Necesito asesoría sobre la custodia de mis hijos.');
    await page.locator('#consulta-consent').check();
  }

  /** The contact posts the page sends from now on. */
  function recordPosts(page: Page): Request[] {
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
        posts.push(request);
    });
    return posts;
  }

  /**
   * Clicks submit, waits for the answer to the request it sends, and closes the toast the form shows for it,
   * as a visitor does before sending again: the toast slides in at the bottom right, where it can come to lie
   * over the button, and it stays while the pointer (left on the button by this click) is on it; a next click
   * would then wait for it for ever.
   */
  async function submit(page: Page): Promise<number> {
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/contact',
    );
    await submitButton(page).click();
    const status = (await answered).status();
    const toast = page.locator('.mantine-Notification-root');
    await toast.getByRole('button', { name: 'Cerrar notificación', exact: true }).click();
    await toast.waitFor({ state: 'detached' });
    // The button is usable again once the form has handled the answer.
    await page.waitForFunction(
      () =>
        !document.querySelector<HTMLButtonElement>('#formulario-consulta button[type="submit"]')?.disabled,
    );
    return status;
  }

  /** What the server answers while its database is unreachable. */
  const unavailable503 = (route: Route) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': '5' },
      contentType: 'application/json',
      body: '{"statusCode":503,"message":"Service temporarily unavailable: try again shortly"}',
    });

  const keyOf = async (request: Request) => (await request.allHeaders())['idempotency-key'];

  it('sends the same key on a second click after a 503, and a new one for the next request', async () => {
    const page = await openForm();
    const posts = recordPosts(page);
    let unavailable = true;
    await page.route('**/api/contact', async (route) => {
      if (!unavailable) return route.continue();
      unavailable = false;
      await unavailable503(route);
    });

    await fillValid(page, 'Ana Gómez Idempotente');
    expect(await submit(page)).toBe(503);
    expect(posts).toHaveLength(1);
    expect(await submit(page)).toBe(201);
    expect(posts).toHaveLength(2);
    const [first, second] = await Promise.all(posts.map(keyOf));
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(second).toBe(first);

    // The form was reset after the success: the next request is another one, with another key.
    await fillValid(page, 'Ana Gómez Idempotente');
    expect(await submit(page)).toBe(201);
    const third = await keyOf(posts[2]);
    expect(third).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(third).not.toBe(first);
    await page.context().close();
  });

  it('draws a new key when the details change after a failure', async () => {
    const page = await openForm();
    const posts = recordPosts(page);
    await page.route('**/api/contact', unavailable503);
    await fillValid(page, 'Bruno Díaz');
    expect(await submit(page)).toBe(503);
    expect(await submit(page)).toBe(503);
    await page.locator('#consulta-mensaje').fill('Necesito asesoría sobre un divorcio de mutuo acuerdo.');
    expect(await submit(page)).toBe(503);
    const keys = await Promise.all(posts.map(keyOf));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await page.context().close();
  });
});
