import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Site } from './site';

/**
 * One tab for the tests of a spec that each visit the site as a new visitor would, opened by the first test
 * and left as new before each next one: no listener or route of the test before, no cookie, no local or
 * session storage, on about:blank, at the size asked. What stays is the HTTP cache and the compiled scripts
 * of the one renderer process, which change nothing a test here reads.
 *
 * Why one tab: Chromium starts a renderer process for every new tab, even in a context it already has, and
 * here that costs about 1.3 s of CPU before the page does anything; leaving a tab as new costs about 0.2 s.
 * Tests that need a browser of their own (a fake clock, JavaScript off, a cold cache, a second visitor at
 * once) open a context of their own, as before. The tab's context is made with `options`, and `prepare` runs
 * once on it before the tab opens (init scripts that every document of the tab gets).
 */
export function useTab(
  site: Site,
  {
    prepare = async () => {},
    options = {},
  }: { prepare?: (context: BrowserContext) => Promise<unknown>; options?: BrowserContextOptions } = {},
): (viewport?: { width: number; height: number }) => Promise<Page> {
  let tab: Page | undefined;
  return async (viewport = DEFAULT_VIEWPORT) => {
    // A tab a failed test closed is opened again, so one failure stays one; and so is a tab whose context got
    // a fake clock (Playwright installs one on any clock call), which would stay with the context.
    if (tab && !tab.isClosed() && (await onFakeClock(tab))) await tab.context().close();
    if (!tab || tab.isClosed()) {
      const context = await site.browser.newContext({ ...options, viewport });
      await prepare(context);
      tab = await context.newPage();
      return tab;
    }
    await leaveAsNew(tab);
    await tab.setViewportSize(viewport);
    return tab;
  };
}

/** Playwright's own size for a new context. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Whether the page's Date is Playwright's fake clock's. */
function onFakeClock(page: Page): Promise<boolean> {
  return page.evaluate(() => (Date as unknown as { isFake?: boolean }).isFake === true);
}

async function leaveAsNew(page: Page): Promise<void> {
  await page.removeAllListeners(undefined, { behavior: 'wait' });
  await page.unrouteAll({ behavior: 'wait' });
  // Storage belongs to the origin of the page that is open: cleared before leaving it.
  if (/^https?:/.test(page.url())) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.context().clearCookies();
  await page.goto('about:blank');
}
