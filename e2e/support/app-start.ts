import { type Page } from 'playwright-core';
import { DEFERRED_PART_ATTRIBUTE, PART_HYDRATED_ATTRIBUTE } from '../../frontend/src/components/held-clicks';

/**
 * A public page fetches its app on the visitor's first interaction (entry-client.tsx). This interacts the
 * way a visitor does first (the pointer moves onto the page) and waits until React owns the header.
 */
export async function startApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await headerHydrated(page);
}

/** In the page: whether React owns its header (hydrateRoot has run over it). */
function headerOwnedByReact(): boolean {
  const header = document.querySelector('header');
  return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber$'));
}

/** Whether React owns the page's header. */
export function headerIsReacts(page: Page): Promise<boolean> {
  return page.evaluate(headerOwnedByReact);
}

/** Waits until React owns the page's header, whatever brought the app. */
export async function headerHydrated(page: Page): Promise<void> {
  await page.waitForFunction(headerOwnedByReact);
}

/**
 * Starts a public page's app as a visitor does and waits, on the app's own signals, until React owns all of
 * it and it is drawn as it will stay: the header hydrated, then each part whose code comes later
 * (deferred.tsx), brought into view, marked hydrated (a part inside another appears once the outer one's
 * code is in), then its stylesheets and fonts loaded (stylesAndFontsLoaded).
 */
export async function hydrateWholePage(page: Page): Promise<void> {
  await startApp(page);
  const parts = page.locator(`[${DEFERRED_PART_ATTRIBUTE}]`);
  for (let index = 0; index < (await parts.count()); index++) {
    await parts.nth(index).scrollIntoViewIfNeeded();
    await parts
      .nth(index)
      .and(page.locator(`[${PART_HYDRATED_ATTRIBUTE}]`))
      .waitFor({ state: 'attached' });
  }
  await stylesAndFontsLoaded(page);
}

/**
 * Waits until the stylesheets a page links have loaded (the inline CSS names the few rules it leaves for
 * later, which the client entry links after the first frame, interaction or not) and its fonts are in.
 */
export async function stylesAndFontsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const named = [...document.querySelectorAll<HTMLStyleElement>('style[data-later]')].map(
      (style) => style.dataset.later,
    );
    return (
      named.every((href) => links.some((link) => link.getAttribute('href') === href)) &&
      links.every((link) => link.sheet !== null)
    );
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
