import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Page } from 'playwright-core';
import { builtRoutes, byTemplate, htmlLangOf, ROUTE_PAIRS, templateAndLanguageOf } from './support/routes';
import { seriousAxeViolations, serverHtmlPage } from './support/axe';
import { stylesAndFontsLoaded } from './support/app-start';
import { serverDocument } from './support/server-html';
import { useSite } from './support/site';
import { useTab } from './support/tab';

const SCREENSHOTS = resolve(__dirname, '..', 'test-results', 'screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

describe('the public site in Chromium', () => {
  const site = useSite();

  const tab = useTab(site);

  /** A page in the spec's tab (support/tab.ts); openAtOnce gives a test that compares pages one each. */
  const open = async (path: string, viewport = DESKTOP) => load(await tab(viewport), path);
  const openAtOnce = async (path: string, viewport = DESKTOP) =>
    load(await site.browser.newPage({ viewport }), path);

  async function load(page: Page, path: string): Promise<Page> {
    const response = await page.goto(site.server.url + path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.locator(`html[lang="${htmlLangOf(path)}"]`).waitFor({ state: 'attached' });
    await stylesAndFontsLoaded(page);
    return page;
  }

  const publicRoutes = () => builtRoutes().filter((path) => path !== '/admin');

  /** What the checks below read in a page's HTML as the server sends it. */
  interface ServedPage {
    status: number;
    lang: string;
    h1: number;
    header: number;
    /** Footers that carry the copyright line. */
    footer: number;
    /** Where the header's links of each toggle name point. */
    toggles: Record<string, string[]>;
  }
  const TOGGLES = ['Ver esta página en inglés', 'View this page in Spanish'];
  const served = new Map<string, Promise<ServedPage>>();

  /** Each page is fetched and parsed once for all the checks that read its server HTML. */
  function servedPage(path: string): Promise<ServedPage> {
    if (!served.has(path)) {
      served.set(
        path,
        serverDocument(site.server.url + path).then(({ status, document }) => ({
          status,
          lang: document.documentElement.lang,
          h1: document.querySelectorAll('h1').length,
          header: document.querySelectorAll('header').length,
          footer: [...document.querySelectorAll('footer')].filter((f) => f.textContent?.includes('© 2025'))
            .length,
          toggles: Object.fromEntries(
            TOGGLES.map((name) => [
              name,
              [...document.querySelectorAll(`header a[aria-label="${name}"]`)].map(
                (link) => link.getAttribute('href') ?? '',
              ),
            ]),
          ),
        })),
      );
    }
    return served.get(path)!;
  }

  // In the HTML the server sends, which is what hydration keeps (hydration.spec fails on any mismatch) and
  // what visitors see before the code runs.
  it('every public page has one h1, the header, the footer and the right <html lang>', async () => {
    const routes = publicRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(28);
    for (const path of routes) {
      const { status, lang, h1, header, footer } = await servedPage(path);
      expect({ path, status, lang, h1, header, footer }).toEqual({
        path,
        status: 200,
        lang: htmlLangOf(path),
        h1: 1,
        header: 1,
        footer: 1,
      });
    }
  });

  /** Where a page's language toggle (the header's link of that name) points, in the HTML the server sends. */
  async function toggleTargets(path: string, name: string): Promise<string[]> {
    return (await servedPage(path)).toggles[name];
  }

  it("every page of SPEC §2's pairs points its language toggle at its counterpart", async () => {
    for (const [spanish, english] of ROUTE_PAIRS) {
      expect({ spanish, toggle: await toggleTargets(spanish, 'Ver esta página en inglés') }).toEqual({
        spanish,
        toggle: [english ?? '/en'],
      });
      if (english) {
        expect({ english, toggle: await toggleTargets(english, 'View this page in Spanish') }).toEqual({
          english,
          toggle: [spanish],
        });
      }
    }
  });

  // The toggle clicked in the browser, on one pair of each template: the links are the same component
  // everywhere, and the pairing of every page is checked in the server's HTML above.
  const clickedPairs = [...byTemplate(ROUTE_PAIRS.map(([spanish]) => spanish)).keys()].map((spanish) =>
    ROUTE_PAIRS.find(([path]) => path === spanish)!,
  );

  it.each(clickedPairs)('the language toggle pairs %s with %s', async (spanish, english) => {
    const page = await open(spanish);
    await page.locator('header').getByRole('link', { name: 'Ver esta página en inglés' }).click();
    await page.waitForURL(site.server.url + (english ?? '/en'));
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    if (english) {
      await page.locator('header').getByRole('link', { name: 'View this page in Spanish' }).click();
      await page.waitForURL(site.server.url + spanish);
      await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
    }
  });

  it('shows the Spanish home with the English-services banner and the English home without it', async () => {
    const es = await openAtOnce('/');
    await es.getByRole('heading', { level: 1 }).waitFor();
    expect(await es.locator('#formulario-consulta').count()).toBe(1);
    expect(await es.getByRole('heading', { name: 'Need a lawyer who speaks English?' }).count()).toBe(1);
    expect(await es.getByText('Lo que dicen nuestros clientes').count()).toBe(1);
    expect(await es.locator('figure blockquote').count()).toBe(6);
    expect(await es.getByRole('img', { name: '5 de 5 estrellas' }).count()).toBe(6);
    const esSections = await es.locator('main section').count();

    const en = await openAtOnce('/en');
    expect(await en.getByRole('heading', { name: 'Need a lawyer who speaks English?' }).count()).toBe(0);
    expect(await en.getByText('What our clients say').count()).toBe(1);
    expect(await en.locator('main section').count()).toBe(esSections - 1);
    await es.close();
    await en.close();
  });

  it('scrolls smoothly to the form from the hero and tracks it', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP });
    await page.addInitScript(() => {
      const w = window as unknown as { events: unknown[]; gtag: (...args: unknown[]) => void };
      w.events = [];
      w.gtag = (...args) => w.events.push(args);
    });
    await page.goto(site.server.url + '/', { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Consulta gratuita' }).first().click();
    await page.waitForFunction(() => {
      const form = document.getElementById('formulario-consulta');
      return form !== null && Math.abs(form.getBoundingClientRect().top) < 120;
    });
    const events = await page.evaluate(() => (window as unknown as { events: unknown[][] }).events);
    expect(events).toContainEqual([
      'event',
      'scroll_to_form',
      { event_category: 'contact', event_label: 'hero_consult' },
    ]);
    await page.close();
  });

  it('builds chat links from the messaging number with the greeting in the page language', async () => {
    const es = await openAtOnce('/');
    const esHref = await es.locator('header a[href^="https://wa.me/"]').first().getAttribute('href');
    expect(esHref).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(esHref!.split('text=')[1])).toMatch(/^Hola/);
    const en = await openAtOnce('/en');
    const enHref = await en.locator('header a[href^="https://wa.me/"]').first().getAttribute('href');
    expect(decodeURIComponent(enHref!.split('text=')[1])).toMatch(/^Hello/);
    await es.close();
    await en.close();
  });

  it('opens the services dropdown on hover and on keyboard focus', async () => {
    const page = await open('/');
    const trigger = page.locator('header nav').getByRole('link', { name: 'Servicios', exact: true });
    const item = page.locator('header nav').getByRole('link', { name: 'Derecho Laboral' });
    expect(await item.isVisible()).toBe(false);
    await trigger.hover();
    await item.waitFor({ state: 'visible' });
    await page.mouse.move(5, 600);
    await item.waitFor({ state: 'hidden' });
    await trigger.focus();
    await item.waitFor({ state: 'visible' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await item.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await item.waitFor({ state: 'visible' });
    // Tabbing on from the trigger walks into the list.
    await page.keyboard.press('Tab');
    const first = page.locator('header nav').getByRole('link', { name: 'Derecho de Familia' });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(site.server.url + '/servicios/derecho-de-familia');
  });

  it('closes the mobile menu when a link in it is chosen, and the page has no horizontal scroll', async () => {
    const page = await open('/', PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    // The toggle tells assistive technology whether the menu is open, and which element it opens.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const controls = await toggle.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    expect(await dialog.locator(`[id="${controls}"]`).getByRole('link', { name: 'Contacto' }).count()).toBe(
      1,
    );
    await dialog.getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL(site.server.url + '/contacto');
    await dialog.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the attorney profile, the contact details with both hours readings, and the expats page in English', async () => {
    const attorneys = await openAtOnce('/abogados');
    expect(await attorneys.getByRole('img', { name: /Retrato/ }).count()).toBe(1);
    expect(await attorneys.getByText('Formación').count()).toBe(1);
    expect(await attorneys.getByText('Nuestros valores').count()).toBe(1);

    const contact = await openAtOnce('/en/contact');
    for (const text of [
      'Monday to Friday',
      '8:00 AM – 6:00 PM',
      'Saturday',
      '9:00 AM – 1:00 PM',
      'Closed',
      '050021',
    ]) {
      expect({ text, found: (await contact.getByText(text).count()) > 0 }).toEqual({ text, found: true });
    }
    expect(await contact.getByText('Monday to Friday, 9:00 AM – 5:00 PM').count()).toBe(1);
    expect(await contact.getByText(/maps integration is coming/).count()).toBe(1);
    expect(await contact.getByText(/24\/7/).count()).toBeGreaterThan(0);
    expect(await contact.locator('#formulario-consulta').count()).toBe(0);

    const expats = await openAtOnce('/expats-english-legal-services');
    expect(await expats.locator('main [lang="en"] h1').count()).toBe(1);
    expect(await expats.getByRole('link', { name: 'Chat in English' }).count()).toBe(1);
    expect(await expats.locator('.mantine-Accordion-item').count()).toBe(5);
    expect(await expats.locator('#formulario-consulta').count()).toBe(1);
    for (const page of [attorneys, contact, expats]) await page.close();
  });

  it('answers an unknown path with the 404 page and a way back', async () => {
    const page = await site.browser.newPage();
    const response = await page.goto(site.server.url + '/en/no-such-page', { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await page.getByText('404 Page Not Found').waitFor();
    // The built site gives visitors plain words; the route-table hint is for the development server.
    await page.getByText('Check the address: this page does not exist on the site.').waitFor();
    expect(await page.getByText(/route-table|route table/).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(site.server.url + '/en');
    await page.close();
  });

  // Every public page and a wrong address's, axe's rules all, contrast included: one page of each template in
  // each language as visitors get it (hydrated, with the screenshots), every other page as the server sends
  // it (the same template, its own content).
  const crawled = [...publicRoutes(), '/no-such-page'];
  const inBrowser = [...byTemplate(crawled, templateAndLanguageOf).keys()];
  const onServerHtml = crawled.filter((path) => !inBrowser.includes(path));

  describe('one page of each template in each language', () => {
    // axe needs a page opened from an explicit context. One page goes from address to address (the pages share
    // no state but the HTTP cache, which changes neither what axe finds nor the screenshots): each is loaded at
    // the desktop width, then narrowed to the phone's. The public pages lay out by CSS alone (no script reads
    // the width), so the phone's screenshot is what a phone lays out.
    let page: Page;
    beforeAll(async () => {
      page = await (await site.browser.newContext({ viewport: DESKTOP })).newPage();
    });
    afterAll(() => page?.context().close());

    it.each(inBrowser)(
      'axe finds no serious or critical violation on %s in Chromium, and its screenshots are saved for review',
      async (path) => {
        mkdirSync(SCREENSHOTS, { recursive: true });
        const name = (width: number) =>
          `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}.png`;
        await page.setViewportSize(DESKTOP);
        await page.goto(site.server.url + path, { waitUntil: 'load' });
        await page.locator('h1').first().waitFor();
        await stylesAndFontsLoaded(page);
        expect({ path, serious: await seriousAxeViolations(page) }).toEqual({ path, serious: [] });
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          await page.screenshot({ path: resolve(SCREENSHOTS, name(viewport.width)), fullPage: true });
          expect(existsSync(resolve(SCREENSHOTS, name(viewport.width)))).toBe(true);
        }
      },
    );
  });

  describe('every other page as the server sends it', () => {
    let page: Page;
    beforeAll(async () => {
      page = await serverHtmlPage(site.browser, DESKTOP);
    });
    afterAll(() => page?.context().close());

    it.each(onServerHtml)('axe finds no serious or critical violation on %s', async (path) => {
      const response = await page.goto(site.server.url + path, { waitUntil: 'load' });
      // No script adds the later stylesheets here: the inline CSS is all such a page has.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect({
        path,
        status: response?.status(),
        noscript: await page.locator('noscript').count(),
        serious: await seriousAxeViolations(page),
      }).toEqual({
        path,
        status: path === '/no-such-page' ? 404 : 200,
        noscript: 0,
        serious: [],
      });
    });
  });
});
