import { type BrowserContext, type Page, type Route } from 'playwright-core';

// The SPEC's delays (redirects, toast duration, polling) are tested on the page's fake clock: time
// moves only when a test moves it, so a busy machine can neither shorten nor stretch a delay.

/**
 * Installs Playwright's fake clock on the page (or every page of the context), with one change: a
 * zero-delay setTimeout runs as the next task, as a browser runs it, instead of waiting for the fake clock.
 *
 * Playwright's clock gives a zero-delay timer created while it is running another timer one millisecond
 * (so a timer that re-arms itself cannot spin for ever), and while running a timer it yields to the page's
 * other tasks. A network answer handled in that window schedules its work one millisecond ahead, and on a
 * stopped clock that work never runs: TanStack Query hands every answer to the page through such a timer,
 * so a poll's answer was now and then never shown. Timers with a delay stay on the fake clock.
 */
export async function installClock(
  target: Page | BrowserContext,
  options?: Parameters<Page['clock']['install']>[0],
): Promise<void> {
  await target.clock.install(options);
  await target.addInitScript(() => {
    const fakeSetTimeout = window.setTimeout;
    const fakeClearTimeout = window.clearTimeout;
    const due = new Map<number, () => void>();
    // Negative ids never meet the fake clock's, which count up from 10^12.
    let lastId = 0;
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }: MessageEvent<number>) => {
      const run = due.get(data);
      due.delete(data);
      run?.();
    };
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (Number(delay) > 0 || typeof handler !== 'function') return fakeSetTimeout(handler, delay, ...args);
      lastId -= 1;
      due.set(lastId, () => (handler as (...values: unknown[]) => void)(...args));
      channel.port2.postMessage(lastId);
      return lastId;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id === undefined || !due.delete(id)) fakeClearTimeout(id);
    }) as typeof window.clearTimeout;
    // Read by stopClock: the shim wraps the fake clock (it runs after the clock's own script).
    Object.defineProperty(window, '__zeroDelayOnClock', {
      value: (Date as unknown as { isFake?: boolean }).isFake === true,
    });
  });
}

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
 * Stops the page's clock (installed earlier with installClock()) a little ahead of its current time, and
 * returns that time. From then on no timer with a delay runs unless the test runs the clock.
 */
export async function stopClock(page: Page): Promise<number> {
  const shimmed = await page.evaluate(() => (window as { __zeroDelayOnClock?: boolean }).__zeroDelayOnClock);
  if (shimmed !== true)
    throw new Error('Install the page clock with installClock(), not page.clock.install()');
  // Ahead of now, since pauseAt() cannot go back and the page's time flows until the call lands.
  const at = (await pageNow(page)) + 2_000;
  await page.clock.pauseAt(at);
  return at;
}

/** How long settleUntil lets the page react (real time, on a loaded machine) before it gives up. */
const SETTLE_LIMIT_MS = 45_000;

/**
 * Lets the page react (responses, renders, timers already due) without moving its stopped clock,
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
