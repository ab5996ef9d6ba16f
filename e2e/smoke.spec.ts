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

  it.each([
    ['Swagger UI', '/api/docs', 'Abogados Medellín API'],
    ['the staff log-in page', '/api/login', 'Acceso del personal'],
  ])('runs %s under its Content-Security-Policy with no violation', async (_name, path, text) => {
    const { page, errors } = await open(path);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
    await page.evaluate(() => {
      const report = (window as unknown as { reportViolation(d: string): void }).reportViolation;
      document.addEventListener('securitypolicyviolation', (event) => report(event.violatedDirective));
    });
    await page.getByText(text).first().waitFor();
    if (path === '/api/docs') {
      // The operations are drawn by Swagger UI's script: they only appear when the policy lets it run.
      await page.locator('.opblock').first().waitFor();
      expect(await page.locator('.opblock').count()).toBeGreaterThanOrEqual(8);
    }
    const policy = await page.evaluate(async () =>
      (await fetch(location.href)).headers.get('content-security-policy'),
    );
    expect(policy).toContain("script-src 'self'");
    expect(violations).toEqual([]);
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
    await page.close();
  });
});
