import { type Page } from 'playwright-core';

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
