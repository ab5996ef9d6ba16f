import { type Page } from 'playwright-core';
import { useSite } from './support/site';

describe('the built site in Chromium', () => {
  const site = useSite();

  /** Opens a path and collects every console error and uncaught page error while it loads. */
  async function open(path: string): Promise<{ page: Page; status: number | undefined; errors: string[] }> {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
    return { page, status: response?.status(), errors };
  }

  it.each([
    ['/', 'es'],
    ['/en', 'en'],
  ])('renders %s in its language with no errors', async (path, lang) => {
    const { page, status, errors } = await open(path);
    expect(status).toBe(200);
    await page.locator('h1').first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    expect(await page.locator('footer').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches language with the header toggle', async () => {
    const { page } = await open('/');
    await page
      .locator('header')
      .getByRole('link', { name: /english|en\b/i })
      .first()
      .click();
    await page.waitForURL(`${site.server.url}/en`);
    // The SPA sets <html lang> as it renders the new route, just after the URL changes.
    await page.locator('html[lang="en"]').waitFor({ state: 'attached', timeout: 5000 });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.close();
  });

  it('answers an unknown path with HTTP 404 and the 404 page', async () => {
    const { page, status } = await open('/esta-pagina-no-existe');
    expect(status).toBe(404);
    await page.getByText('404 Page Not Found').waitFor();
    await page.close();
  });
});
