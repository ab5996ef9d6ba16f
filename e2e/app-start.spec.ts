import { type BrowserContext, type Page, type Request } from 'playwright-core';
import { headerHydrated, headerIsReacts, startApp } from './support/app-start';
import { installClock } from './support/clock';
import { useSite } from './support/site';

// A public page is complete without its code, so the app is fetched on the visitor's first interaction:
// a visit that only reads downloads the HTML and the small client entry. A tap on the menu before the
// app has arrived still opens it, once the app has hydrated, and so does a tap on a part of the page
// whose code comes after the app (a question of the FAQs). Staff pages fetch their code at once.

const PHONE = { width: 390, height: 844 };
const APP_CHUNK = /\/assets\/start-[^/]*\.js$/;
/** A service page's sections below its hero, the FAQs among them: a deferred part (deferred.tsx). */
const SECTIONS_CHUNK = /\/assets\/service-details-sections-[^/]*\.js$/;

describe('the app starts on the first interaction', () => {
  const site = useSite();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function open(path: string): Promise<{ page: Page; scripts: string[] }> {
    const context = await site.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    contexts.push(context);
    const page = await context.newPage();
    await installClock(page);
    const scripts: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
    return { page, scripts };
  }

  const burger = (page: Page) => page.locator('header button[aria-expanded]');

  /** Holds the chunks matching `code`: `requested` resolves once the page asks for one, `release()` lets them through. */
  async function holdCode(page: Page, code: RegExp) {
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    let asked!: () => void;
    const requested = new Promise<void>((done) => (asked = done));
    await page.route(code, async (route) => {
      asked();
      await gate;
      await route.fallback();
    });
    return { requested, release };
  }

  it.each(['/', '/en', '/contacto', '/en/blog'])(
    '%s downloads only the client entry until the visitor does something, then the app',
    async (path) => {
      const { page, scripts } = await open(path);
      // Ten seconds of the page's life pass without interaction: no timer fetches the app either.
      await page.clock.runFor(10_000);
      await page.waitForLoadState('networkidle');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/index-[^/]*\.js$/);
      expect(await headerIsReacts(page)).toBe(false);

      await page.mouse.wheel(0, 200);
      await headerHydrated(page);
      expect(scripts.some((script) => APP_CHUNK.test(script))).toBe(true);
    },
  );

  it.each(['/', '/en'])(
    'a tap on the menu before the app has arrived opens it once it has (%s)',
    async (path) => {
      const { page } = await open(path);
      const { requested, release } = await holdCode(page, APP_CHUNK);
      await burger(page).tap();
      await requested;
      // Held, not lost: the menu is still closed while the app is on its way.
      expect(await burger(page).getAttribute('aria-expanded')).toBe('false');

      release();
      await page.waitForFunction(
        () =>
          document.querySelector('header button[aria-expanded]')?.getAttribute('aria-expanded') === 'true',
      );
      await page.getByRole('navigation').getByRole('link').first().waitFor({ state: 'visible' });
    },
  );

  it("a tap on a question after the app, before its section's code, opens it once that code is in", async () => {
    const { page } = await open('/en/services/family-law');
    const { requested, release } = await holdCode(page, SECTIONS_CHUNK);
    await startApp(page);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const question = faq.locator('button[aria-expanded]').first();
    await question.tap();
    await requested;
    // The app is React's, the questions are not yet: held, not lost.
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    release();
    await faq.locator('button[aria-expanded="true"]').waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await panel.waitFor({ state: 'visible' });
  });

  it('leaves a visitor who scrolled before the app arrived where they scrolled', async () => {
    const { page } = await open('/');
    const { release } = await holdCode(page, APP_CHUNK);
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => window.scrollY >= 900);
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    await headerHydrated(page);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('a staff page fetches its code at once, with no interaction', async () => {
    const { page, scripts } = await open('/admin');
    expect(scripts.some((script) => APP_CHUNK.test(script))).toBe(true);
    await page.waitForURL(/\/api\/login$/);
  });
});
