import { CONSULTATION_MESSAGES as M } from '@abogados/shared';
import { hydrateWholePage, startApp } from './support/app-start';
import { consoleProblems } from './support/browser';
import { builtRoutes } from './support/routes';
import { useSite } from './support/site';
import { useTab } from './support/tab';

// The prerendered pages in a real browser: readable without JavaScript, hydrated without a console
// error when it runs, and still a single-page app afterwards.

const PHONE = { width: 390, height: 844 };

describe('prerendered pages in Chromium', () => {
  const site = useSite();
  /** The spec's tab with JavaScript off (support/tab.ts). */
  const withoutJavaScript = useTab(site, { options: { javaScriptEnabled: false } });

  it.each(['/', '/en/services/family-law', '/blog/divorcio-en-medellin-2025', '/contacto'])(
    '%s is readable without JavaScript, with its header, footer and working links',
    async (path) => {
      const page = await withoutJavaScript(PHONE);
      const response = await page.goto(site.server.url + path);
      expect(response?.status()).toBe(200);
      await page.locator('h1').first().waitFor({ state: 'visible' });
      expect(await page.locator('footer').getByText('© 2025').isVisible()).toBe(true);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(300);
      // A footer link is a real link: it loads the next prerendered page.
      const link = page
        .locator('footer a[href="/abogados"], footer a[href="/en/attorney-in-medellin"]')
        .first();
      const target = await link.getAttribute('href');
      await link.click();
      await page.waitForURL(site.server.url + target);
      await page.locator('h1').first().waitFor({ state: 'visible' });
    },
  );

  it('shows every field of the consultation form without JavaScript', async () => {
    const page = await withoutJavaScript(PHONE);
    await page.goto(site.server.url + '/');
    const form = page.locator('#formulario-consulta form');
    for (const name of ['nombre', 'email', 'telefono', 'tipo_caso', 'mensaje', 'consent']) {
      expect(await form.locator(`[name="${name}"]`).count()).toBe(1);
    }
    await form.locator('[name="nombre"]').scrollIntoViewIfNeeded();
    expect(await form.locator('[name="nombre"]').isVisible()).toBe(true);
  });

  it('hydrates every public page, down to its last section, with no console error or warning', async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    const problems = consoleProblems(page);
    for (const path of builtRoutes().filter((route) => route !== '/admin')) {
      await page.goto(site.server.url + path, { waitUntil: 'load' });
      // Sections below the fold bring their code when they come near: each is brought into view.
      await hydrateWholePage(page);
      expect({ path, problems }).toEqual({ path, problems: [] });
    }
    await page.close();
  }, 180_000);

  it.each([
    ['/no-existe', '404 Page Not Found', 'es'],
    ['/en/no-such-page', '404 Page Not Found', 'en'],
    ['/blog/no-existe', 'Post no encontrado', 'es'],
    ['/en/blog/no-such-post', 'Post not found', 'en'],
    ['/blog/a/b', 'Post no encontrado', 'es'],
    ['/EN/blog/no-such-post', 'Post not found', 'en'],
  ])(
    '%s answers 404 with the page the app shows there, and hydrates without a mismatch',
    async (path, heading, lang) => {
      const page = await site.browser.newPage({ viewport: PHONE });
      const problems = consoleProblems(page);
      const response = await page.goto(site.server.url + path, { waitUntil: 'load' });
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').innerText()).toBe(heading);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await hydrateWholePage(page);
      // The browser reports the document's own 404 status; nothing else may be logged.
      expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([]);
      await page.close();
    },
  );

  it('loads the form code only when the form comes near, and the form works then', async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    const problems = consoleProblems(page);
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    await page.goto(site.server.url + '/', { waitUntil: 'networkidle' });
    expect((await scripts()).some((name) => name.includes('/live-form-'))).toBe(false);

    await page.locator('#formulario-consulta').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/live-form-')),
    );
    // React handles the submit: an empty form shows the spec's messages instead of posting.
    await page.locator('#formulario-consulta button[type="submit"]').click();
    await page.getByText(M.nombre).waitFor();
    expect(page.url()).toBe(site.server.url + '/');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps what a visitor types before the form code arrives, and never posts the form natively', async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    const problems = consoleProblems(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(site.server.url + '/', { waitUntil: 'domcontentloaded' });
    const form = page.locator('#formulario-consulta form');
    // Typing scrolls the field into view; the name may well be in before React owns the form.
    await form.locator('[name="nombre"]').fill('Ana María');
    await form.locator('button[type="submit"]').click();
    await page.locator('#formulario-consulta form[data-hydrated]').waitFor();
    expect(posts).toEqual([]);
    await form.locator('button[type="submit"]').click();
    await page.getByText(M.email).waitFor();
    expect(await form.locator('[name="nombre"]').inputValue()).toBe('Ana María');
    expect(await page.getByText(M.nombre).count()).toBe(0);
    expect(page.url()).toBe(site.server.url + '/');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates in the page after hydration and keeps the head in step with the route', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const problems = consoleProblems(page);
    await page.goto(site.server.url + '/', { waitUntil: 'load' });
    await startApp(page);
    const homeTitle = await page.title();
    // A value on window survives client-side navigation and is lost on a full page load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.locator('header nav').getByRole('link', { name: 'Abogados' }).click();
    await page.waitForURL(site.server.url + '/abogados');
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await page.waitForFunction((title) => document.title !== title, homeTitle);
    const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL((await canonical())!).pathname).toBe('/abogados');

    await page.locator('header').getByRole('link', { name: 'Ver esta página en inglés' }).click();
    await page.waitForURL(site.server.url + '/en/attorney-in-medellin');
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await page.waitForFunction(() =>
      document
        .querySelector('link[rel="canonical"]')
        ?.getAttribute('href')
        ?.endsWith('/en/attorney-in-medellin'),
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
        ),
      );
    expect(alternates.sort()).toEqual(['en /en/attorney-in-medellin', 'es /abogados', 'x-default /abogados']);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
