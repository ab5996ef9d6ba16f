import { type Browser, type Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { installClock, settleUntil } from './support/clock';

// The stopped page clock the delay tests stand on. A zero-delay timer created while the clock runs
// another one (here from a promise the timer settles, as a network answer handled meanwhile does) must
// still run without the clock moving: TanStack Query passes every answer to the page through one.

describe('the page clock of the browser tests', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A blank page whose clock is stopped; a 5 ms timer that, once run, sets a zero-delay timer. */
  async function stoppedPage(install: (page: Page) => Promise<void>): Promise<Page> {
    const page = await browser.newPage();
    await install(page);
    await page.goto('data:text/html,<title>clock</title>');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.evaluate(() => {
      const w = window as unknown as { ran: boolean };
      w.ran = false;
      setTimeout(() => void Promise.resolve().then(() => setTimeout(() => (w.ran = true), 0)), 5);
    });
    return page;
  }

  const ran = (page: Page) => page.evaluate(() => (window as unknown as { ran: boolean }).ran);

  it('runs that timer with the clock stopped, where Playwright’s own clock puts it 1 ms ahead', async () => {
    const plain = await stoppedPage((page) => page.clock.install());
    const ours = await stoppedPage((page) => installClock(page));
    const before = await ours.evaluate(() => Date.now());

    for (const page of [plain, ours]) await page.clock.runFor(5);
    await settleUntil(ours, () => ran(ours), 'the zero-delay timer');
    expect(await ours.evaluate(() => Date.now())).toBe(before + 5);

    for (let i = 0; i < 20; i += 1) await plain.clock.runFor(0);
    expect(await ran(plain)).toBe(false);
    await plain.clock.runFor(1);
    expect(await ran(plain)).toBe(true);
  });

  it('keeps timers with a delay on the stopped clock, and clears a zero-delay one before it runs', async () => {
    const page = await stoppedPage((p) => installClock(p));
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    await page.evaluate(async () => {
      const log: string[] = [];
      (window as unknown as { seen: string[] }).seen = log;
      setTimeout(() => log.push('in 1 ms'), 1);
      clearTimeout(setTimeout(() => log.push('cleared'), 0));
      setTimeout(() => log.push('at once'), 0);
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(await seen()).toEqual(['at once']);
    await page.clock.runFor(1);
    expect(await seen()).toEqual(['at once', 'in 1 ms']);
  });
});
