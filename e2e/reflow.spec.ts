import { type BrowserContext, type Page } from 'playwright-core';
import { hydrateWholePage } from './support/app-start';
import { hold, installClock, settleUntil, stopClock } from './support/clock';
import { builtRoutes } from './support/routes';
import { useSite } from './support/site';

// WCAG 2.1 SC 1.4.10 (Reflow): at 320 CSS px, a 1280 px screen zoomed to 400%, no page may scroll
// sideways. 360 px is the narrowest common phone. Every page the build prerendered, plus the pages a
// wrong address shows, is loaded and hydrated on a 360 px phone and measured with everything below the
// fold rendered; then zoomed as a browser zooms, by narrowing the viewport of the page already open to
// 320 px, and measured again.

const PHONE = 360;
const ZOOMED = 320;
const MISSING = ['/no-existe', '/en/no-such-page', '/blog/no-existe'];

/** The elements reaching furthest past the viewport's right edge, outermost ones only. */
function offenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Only the right edge: in a left-to-right page, content off the left edge (an off-screen
      // honeypot field) cannot be scrolled to.
      return box.width > 0 && box.right > width + 0.5;
    };
    const found: Array<[number, string]> = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!outside(element) || (element.parentElement && outside(element.parentElement))) continue;
      const box = element.getBoundingClientRect();
      const classes = [...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const overflow = Math.round(box.right - width);
      found.push([overflow, `${element.tagName.toLowerCase()}${classes} "${text}" by ${overflow}px`]);
    }
    return found
      .sort((a, b) => b[0] - a[0])
      .slice(0, 5)
      .map(([, description]) => description);
  });
}

/** Loads a page, waits for React to take all of it over, its later stylesheet and its fonts, and scrolls down. */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await hydrateWholePage(page);
  await scrollToEnd(page);
}

/** Scrolls to the bottom and lets the page lay out what came into view. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Both widths, the phone's as loaded and the zoomed one after narrowing the open page. */
async function atBothWidths(page: Page, path: string) {
  const phone = await sidewaysScroll(page, path);
  await page.setViewportSize({ width: ZOOMED, height: 720 });
  await scrollToEnd(page);
  const zoomed = await sidewaysScroll(page, path);
  await page.setViewportSize({ width: PHONE, height: 720 });
  return [
    { width: PHONE, ...phone },
    { width: ZOOMED, ...zoomed },
  ];
}

async function sidewaysScroll(page: Page, path: string) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  const excess = scrollWidth - viewport;
  return { path, excess: Math.max(0, excess), offenders: excess > 0 ? await offenders(page) : [] };
}

describe('reflow: no page scrolls sideways on a narrow screen', () => {
  const site = useSite();

  it(`every public page and every not-found page fits ${PHONE} CSS px, and ${ZOOMED} zoomed`, async () => {
    const context: BrowserContext = await site.browser.newContext({
      viewport: { width: PHONE, height: 720 },
    });
    const page = await context.newPage();
    const paths = [...builtRoutes().filter((path) => path !== '/admin'), ...MISSING];
    expect(paths.length).toBeGreaterThan(30);
    const results = [];
    for (const path of paths) {
      await settle(page, site.server.url + path);
      results.push(...(await atBothWidths(page, path)));
    }
    expect(results.filter((result) => result.excess > 0)).toEqual([]);
    expect(results).toHaveLength(paths.length * 2);

    await context.close();
  }, 180_000);

  // The staff panel sends a visitor without a session to log in a second after its session check fails:
  // that answer is held until the page's clock stands still, so the panel, with its toast, is what gets
  // measured however slow the machine is. The stopped clock holds animation frames too: it is loaded at each
  // width.
  it.each([PHONE, ZOOMED])('the staff panel fits %i CSS px', async (width) => {
    const context = await site.browser.newContext({ viewport: { width, height: 720 } });
    const admin = await context.newPage();
    await installClock(admin);
    const sessionCheck = await hold(admin, (u) => u.pathname === '/api/auth/user');
    await admin.goto(site.server.url + '/admin', { waitUntil: 'load' });
    await sessionCheck.arrived;
    await stopClock(admin);
    sessionCheck.release();
    const unauthorized = admin.getByText('Unauthorized', { exact: true });
    await settleUntil(admin, async () => (await unauthorized.count()) > 0);
    await admin.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await sidewaysScroll(admin, '/admin')).toEqual({ path: '/admin', excess: 0, offenders: [] });
    await context.close();
  });
});
