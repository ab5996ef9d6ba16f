import { type Browser, type ConsoleMessage, type Page, type Request, type Response } from 'playwright-core';
import { builtRoutes } from './support/routes';
import { useSite } from './support/site';

// Element ids are referenced by space-separated lists (aria-labelledby="a b"): an id with whitespace
// can never be referenced, and a reference to a missing id names nothing. Checked in the server's HTML
// (no JavaScript) and in the hydrated page, including the parts that only exist once opened.

const PHONE = { width: 390, height: 844 };
const REFERENCES = ['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns'];

/** Ids with whitespace, duplicate ids and references that resolve to no element, on the page as it is now. */
function brokenReferences(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const element of document.querySelectorAll('[id]')) {
      if (/\s/.test(element.id)) problems.push(`id with whitespace: "${element.id}"`);
      if (seen.has(element.id)) problems.push(`duplicate id: "${element.id}"`);
      seen.add(element.id);
    }
    for (const attribute of attributes) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of element.getAttribute(attribute)!.trim().split(/\s+/)) {
          if (!document.getElementById(id)) {
            problems.push(`${attribute}="${id}" on <${element.localName}> names no element`);
          }
        }
      }
    }
    return problems;
  }, REFERENCES);
}

/** Whether the browser still draws frames for the page: an animation frame comes within 5 s. */
function paints(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), 5_000);
      }),
  );
}

/** How a page's hydration went: the element still waiting (null once none is), and what went wrong on the way. */
interface Hydration {
  waiting: string | null | undefined;
  trouble: string[];
  released: number;
  painting: boolean;
}

/**
 * Loads a page and waits until React has hydrated all of it. Sections hydrate when they come near the
 * viewport, so the page is scrolled through step by step (a jump to the end would pass some by), then to any
 * element still waiting; React marks every element it owns.
 */
async function hydrate(page: Page, url: string): Promise<Hydration> {
  // What went wrong on the way, for the failure message of a page that never finishes hydrating.
  const trouble: string[] = [];
  const onFailed = (request: Request) =>
    trouble.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  const onResponse = (response: Response) => {
    if (response.status() >= 400) trouble.push(`answered ${response.status()}: ${response.url()}`);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') trouble.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => trouble.push(`page error: ${error.message}`);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  // On a busy machine a step of the scroll can pass a section between two frames, so its observer never sees
  // it: each check brings the first element React does not own yet into view, until none is left. A page that
  // never finishes fails naming the element still waiting, so the cause can be read from the failure.
  // HTML React inserts as a whole (a post's body, dangerouslySetInnerHTML) is never owned element by element.
  const firstWaiting = () => {
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const insertedWhole = (element: Element) => {
      let owner = element.parentElement;
      while (owner && !owned(owner)) owner = owner.parentElement;
      const props = owner
        ? (Object.entries(owner).find(([key]) => key.startsWith('__reactProps$'))?.[1] as
            { dangerouslySetInnerHTML?: unknown } | undefined)
        : undefined;
      return props?.dangerouslySetInnerHTML !== undefined;
    };
    const element = [...document.querySelectorAll('#root *')].find(
      (candidate) => !owned(candidate) && !insertedWhole(candidate),
    );
    element?.scrollIntoView({ block: 'center' });
    return element
      ? `<${element.localName} class="${element.className}">${element.textContent?.slice(0, 80)}`
      : null;
  };
  // Polled from here with evaluate(), which the page's Content Security Policy allows: waitForFunction() with an
  // expression compiles it inside the page, which script-src 'self' forbids (an EvalError whenever the first
  // check found the page still hydrating). An evaluation cut short while the app's code arrives is tried again.
  const started = Date.now();
  let painting = true;
  let waiting: string | null | undefined;
  for (;;) {
    waiting = await page.evaluate(firstWaiting).catch((error: Error) => {
      console.warn(`looking at ${url} while it hydrates failed: ${error.message}`);
      return undefined;
    });
    if (waiting === null || Date.now() - started >= 60_000) break;
    // A section's code is fetched when its observer sees it near the viewport, and observers are run with
    // the frames the browser draws. Headless Chromium on a loaded machine has been seen to stop drawing
    // frames for a page for good (no animation frame, no observer, no screenshot; a resize or bringing it to
    // the front does not wake it), so a page still waiting after 10 s is asked whether it is drawn at all.
    if (Date.now() - started >= 10_000 && !(painting = await paints(page))) break;
    await new Promise((resume) => setTimeout(resume, 250));
  }
  page.off('requestfailed', onFailed);
  page.off('response', onResponse);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  // The form of a part whose code could not be loaded is left to the browser: it loses this attribute.
  const released = await page.evaluate(
    () => document.querySelectorAll('form:not([data-requires-hydration]):not([data-hydrated])').length,
  );
  return { waiting, trouble, released, painting };
}

/**
 * A new phone-sized page with `url` loaded and all of it hydrated. A page the browser stopped drawing is
 * opened again in a new page (twice at most, each time said in the log); a page that is drawn and still does
 * not hydrate fails with what went wrong.
 */
async function openHydrated(browser: Browser, url: string): Promise<Page> {
  for (let attempt = 1; ; attempt += 1) {
    const page = await browser.newPage({ viewport: PHONE });
    const { waiting, ...hydration } = await hydrate(page, url);
    if (waiting === null) return page;
    if (!hydration.painting && attempt < 3) {
      console.warn(`the browser stopped drawing ${url} while ${waiting} was waiting; opening it again`);
      await page.close();
      continue;
    }
    expect({ url, waiting, ...hydration }).toEqual({ url, waiting: null });
  }
}

describe('element ids and the ARIA references to them', () => {
  const site = useSite();
  const routes = builtRoutes();

  it('are sound in the HTML the server sends, on every prerendered page', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    for (const path of routes) {
      await page.goto(site.server.url + path);
      expect({ path, problems: await brokenReferences(page) }).toEqual({ path, problems: [] });
    }
    await context.close();
  }, 180_000);

  it('are sound once each public page has hydrated', async () => {
    // /admin leaves for the log-in page as soon as it runs (no staff session here).
    for (const path of routes.filter((route) => route !== '/admin')) {
      const page = await openHydrated(site.browser, site.server.url + path);
      expect({ path, problems: await brokenReferences(page) }).toEqual({ path, problems: [] });
      await page.close();
    }
  }, 240_000);

  it.each(['/servicios/derecho-administrativo', '/en/services/family-law', '/expats-english-legal-services'])(
    'are sound with each question of %s open',
    async (path) => {
      const page = await openHydrated(site.browser, site.server.url + path);
      const questions = await page.locator('[data-accordion-control]').all();
      expect(questions.length).toBeGreaterThan(0);
      for (const [index, question] of questions.entries()) {
        await question.click();
        await question.and(page.locator('[aria-expanded="true"]')).waitFor();
        expect({ index, problems: await brokenReferences(page) }).toEqual({ index, problems: [] });
      }
      await page.close();
    },
    150_000,
  );

  it('are sound with the phone menu open', async () => {
    const page = await openHydrated(site.browser, site.server.url + '/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await brokenReferences(page)).toEqual([]);
    await page.close();
  }, 150_000);
});
