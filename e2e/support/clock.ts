import { type Page, type Route } from 'playwright-core';

// The SPEC's delays (redirects, toast duration, polling) are tested on the page's fake clock: time
// moves only when a test moves it, so a busy machine can neither shorten nor stretch a delay.

/** What the page started, in order, with the page's (fake) time: fetch() calls and navigations. */
export interface Activity {
  kind: 'fetch' | 'navigate';
  path: string;
  at: number;
}

/**
 * Records every fetch() and every navigation the page starts, with Date.now() at that moment.
 * The Navigation API's navigate event fires inside location.assign(), so a redirect is seen the
 * instant its timer runs, before any request leaves. Call before the page loads.
 */
export async function recordActivity(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Activity[] = [];
    Object.defineProperty(window, '__activity', { value: log });
    const note = (kind: Activity['kind'], url: string) =>
      log.push({ kind, path: new URL(url, location.href).pathname, at: Date.now() });
    const originalFetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      note('fetch', input instanceof Request ? input.url : String(input));
      return originalFetch.call(this, input, init);
    };
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', (event) =>
      note('navigate', (event as unknown as { destination: { url: string } }).destination.url),
    );
  });
}

/** The page's activity so far, optionally only what touched `path`. */
export function activity(page: Page, path?: string): Promise<Activity[]> {
  return page.evaluate(
    (only) =>
      ((window as unknown as { __activity: Activity[] }).__activity ?? []).filter(
        (entry) => only === undefined || entry.path === only,
      ),
    path,
  );
}

/** The page's current (fake) time. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * Stops the page's clock (installed earlier with page.clock.install()) a little ahead of its current
 * time, and returns that time. From then on no timer runs unless the test runs the clock.
 */
export async function stopClock(page: Page): Promise<number> {
  // Ahead of now, since pauseAt() cannot go back and the page's time flows until the call lands.
  const at = (await pageNow(page)) + 2_000;
  await page.clock.pauseAt(at);
  return at;
}

/** How long settleUntil lets the page react (real time, on a loaded machine) before it gives up. */
const SETTLE_LIMIT_MS = 45_000;

/**
 * Lets the page react (responses, renders, zero-delay timers) without moving its stopped clock,
 * until `ready` holds. Time stands still throughout, so whatever the page schedules meanwhile is
 * scheduled from the same instant.
 */
export async function settleUntil(
  page: Page,
  ready: () => Promise<boolean>,
  what = 'the awaited state',
): Promise<void> {
  // A page that never gets there fails here, naming what it waited for, rather than at the test's timeout.
  const giveUpAt = Date.now() + SETTLE_LIMIT_MS;
  while (!(await ready())) {
    if (Date.now() > giveUpAt) throw new Error(`The page never reached ${what} (stopped clock)`);
    await page.clock.runFor(0);
  }
}

/**
 * Holds the page's matching requests until release(); `arrived` resolves when the first one comes.
 * A response held until the clock is stopped makes everything it starts (toasts, redirect timers)
 * start at one known instant.
 */
export async function hold(page: Page, matches: (u: URL) => boolean, method?: string) {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  let seen!: () => void;
  const arrived = new Promise<void>((done) => (seen = done));
  await page.route(matches, async (route: Route) => {
    if (method && route.request().method() !== method) return route.fallback();
    seen();
    await gate;
    await route.fallback();
  });
  return { release, arrived };
}
