import { type ConsoleMessage, type Page, type Request, type Response } from 'playwright-core';
import {
  APP_HYDRATED_EVENT,
  DEFERRED_PART_ATTRIBUTE,
  PART_HYDRATED_ATTRIBUTE,
} from '../frontend/src/components/held-clicks';
import { builtRoutes, byTemplate } from './support/routes';
import { serverDocument } from './support/server-html';
import { useSite } from './support/site';
import { useTab } from './support/tab';

// Element ids are referenced by space-separated lists (aria-labelledby="a b"): an id with whitespace
// can never be referenced, and a reference to a missing id names nothing. Checked in the server's HTML
// (no JavaScript, parsed here: no browser needed) on every page, and in the hydrated page, including the
// parts that only exist once opened, in Chromium on one page of each template (templateOf() in
// support/routes.ts). Hydration renders the very tree the server rendered (a difference is a hydration
// error), so what content puts in a page's ids is checked on every page in its HTML; what only the browser
// adds (ids React generates, elements rendered on the client) comes from the template's components, the
// same for each page of the template, whatever its content or language.

const PHONE = { width: 390, height: 844 };
const REFERENCES = ['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns'];

/**
 * Ids with whitespace, duplicate ids and references that resolve to no element, in `root` as it is now:
 * the server's HTML parsed here, or, run in the browser, the page's document.
 */
function referenceProblems(attributes: string[], root: Document = document): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const element of root.querySelectorAll('[id]')) {
    if (/\s/.test(element.id)) problems.push(`id with whitespace: "${element.id}"`);
    if (seen.has(element.id)) problems.push(`duplicate id: "${element.id}"`);
    seen.add(element.id);
  }
  for (const attribute of attributes) {
    for (const element of root.querySelectorAll(`[${attribute}]`)) {
      for (const id of element.getAttribute(attribute)!.trim().split(/\s+/)) {
        if (!root.getElementById(id)) {
          problems.push(`${attribute}="${id}" on <${element.localName}> names no element`);
        }
      }
    }
  }
  return problems;
}

/** The same, in the page as it is now. */
function brokenReferences(page: Page): Promise<string[]> {
  return page.evaluate(referenceProblems, REFERENCES);
}

/** How long a page may take to send a signal before it fails with what it was waiting for. */
const SIGNAL_TIMEOUT = 30_000;

/** What the script the test adds to a page (before the page's own) keeps there. */
interface Watched {
  /** Resolves on the event the app sends once React has hydrated the page (app/start.tsx). */
  appHydrated: Promise<void>;
  /** Resolves once a part whose code comes later listens for focus, which it does once React owns it. */
  listening(part: Element): Promise<void>;
  isListening(part: Element): boolean;
}

/**
 * A new phone-sized page with `url` loaded and all of it hydrated, waiting for what the app signals: the
 * event it sends once React has hydrated the page, then, for each part of the page whose code comes later
 * (deferred.tsx), the attribute the part gets once React owns it. The app comes on a visitor's first
 * interaction, and a part's code when the part comes near the viewport or is focused or touched: both are
 * brought here by a focus event sent in the page, which they listen for, rather than by scrolling or moving
 * a pointer (nearness is seen with the frames the browser draws, and a headless browser on a loaded machine
 * has been seen to stop drawing a page's frames). A part listens once React owns it, which can be after the
 * app's event (the page's content is in a Suspense boundary, which React hydrates after the rest): its focus
 * is sent once it listens, as the page's addEventListener tells. A page that does not send a signal fails
 * naming what it was waiting for and what went wrong on the way.
 */
async function openHydrated(tab: (viewport: typeof PHONE) => Promise<Page>, url: string): Promise<Page> {
  const page = await tab(PHONE);
  // What went wrong on the way, for the failure message of a page that never finishes hydrating.
  const trouble: string[] = [];
  page.on('requestfailed', (request: Request) =>
    trouble.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response: Response) => {
    if (response.status() >= 400) trouble.push(`answered ${response.status()}: ${response.url()}`);
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') trouble.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error: Error) => trouble.push(`page error: ${error.message}`));

  /**
   * Waits for `signal`; a page that has not sent it within SIGNAL_TIMEOUT fails with what was awaited (as
   * `waiting` says then) and what went wrong meanwhile, rather than at the test's timeout with neither.
   */
  async function awaitSignal(signal: Promise<unknown>, waiting: () => Promise<string>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>(
      (resolve) => (timer = setTimeout(() => resolve(true), SIGNAL_TIMEOUT)),
    );
    const late = await Promise.race([signal.then(() => false), timedOut]).finally(() => clearTimeout(timer));
    if (!late) return;
    // The form of a part whose code could not be loaded is left to the browser: it loses this attribute.
    const released = await page.evaluate(
      () => document.querySelectorAll('form:not([data-requires-hydration]):not([data-hydrated])').length,
    );
    expect({ url, waiting: await waiting(), trouble, released }).toEqual({ url, waiting: null });
  }

  // Before the page's own scripts run, so neither the event nor a part's listener can come unseen.
  await page.addInitScript(
    ({ event, part }) => {
      const watched = window as unknown as Watched;
      watched.appHydrated = new Promise((resolve) =>
        addEventListener(event, () => resolve(), { once: true }),
      );
      const listening = new WeakSet<EventTarget>();
      const waiting = new WeakMap<EventTarget, () => void>();
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        ...args: Parameters<EventTarget['addEventListener']>
      ) {
        add.apply(this, args);
        if (args[0] === 'focusin' && this instanceof Element && this.hasAttribute(part)) {
          listening.add(this);
          waiting.get(this)?.();
        }
      };
      watched.isListening = (element) => listening.has(element);
      watched.listening = (element) =>
        listening.has(element) ? Promise.resolve() : new Promise((resolve) => waiting.set(element, resolve));
    },
    { event: APP_HYDRATED_EVENT, part: DEFERRED_PART_ATTRIBUTE },
  );
  await page.goto(url);
  await awaitSignal(
    page.evaluate(() => {
      document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      return (window as unknown as Watched).appHydrated;
    }),
    async () => `the app's "${APP_HYDRATED_EVENT}" event`,
  );
  // In document order: a part inside another listens once the outer one's code is in and React owns it.
  for (;;) {
    const part = await page.$(`[${DEFERRED_PART_ATTRIBUTE}]:not([${PART_HYDRATED_ATTRIBUTE}])`);
    if (!part) break;
    await awaitSignal(
      part.evaluate(
        (element, hydrated) =>
          (window as unknown as Watched).listening(element).then(
            () =>
              new Promise<void>((resolve) => {
                // Its code may have come already, brought by the part's nearness to the viewport.
                if (element.hasAttribute(hydrated)) return resolve();
                const observer = new MutationObserver(() => {
                  if (!element.hasAttribute(hydrated)) return;
                  observer.disconnect();
                  resolve();
                });
                observer.observe(element, { attributes: true, attributeFilter: [hydrated] });
                element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
              }),
          ),
        PART_HYDRATED_ATTRIBUTE,
      ),
      () =>
        part.evaluate(
          (element, hydrated) =>
            `${hydrated} on the part "${element.textContent?.trim().slice(0, 80)}", ` +
            ((window as unknown as Watched).isListening(element)
              ? 'focused: React owns it, its code has not come'
              : 'not focused: React does not own it yet'),
          PART_HYDRATED_ATTRIBUTE,
        ),
    );
    await part.dispose();
  }
  // Then React owns every element of the page, as it marks each one it owns (HTML it inserts as a whole, a
  // post's body by dangerouslySetInnerHTML, is never owned element by element).
  const notOwned = await page.evaluate(() => {
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
    return element
      ? `<${element.localName} class="${element.className}">${element.textContent?.slice(0, 80)}`
      : null;
  });
  expect({ url, notOwned, ...(notOwned && { trouble }) }).toEqual({ url, notOwned: null });
  return page;
}

describe('element ids and the ARIA references to them', () => {
  const site = useSite();
  const tab = useTab(site);
  const routes = builtRoutes();

  it('are sound in the HTML the server sends, on every prerendered page', async () => {
    for (const path of routes) {
      const { status, document } = await serverDocument(site.server.url + path);
      expect({ path, status, problems: referenceProblems(REFERENCES, document) }).toEqual({
        path,
        status: 200,
        problems: [],
      });
    }
  });

  it('are sound once a public page of each template has hydrated', async () => {
    // /admin leaves for the log-in page as soon as it runs (no staff session here).
    for (const [path, standsFor] of byTemplate(routes.filter((route) => route !== '/admin'))) {
      const page = await openHydrated(tab, site.server.url + path);
      expect({ path, standsFor, problems: await brokenReferences(page) }).toEqual({
        path,
        standsFor,
        problems: [],
      });
    }
  }, 240_000);

  it.each(['/servicios/derecho-administrativo', '/en/services/family-law', '/expats-english-legal-services'])(
    'are sound with each question of %s open',
    async (path) => {
      const page = await openHydrated(tab, site.server.url + path);
      const questions = await page.locator('[data-accordion-control]').all();
      expect(questions.length).toBeGreaterThan(0);
      for (const [index, question] of questions.entries()) {
        await question.click();
        await question.and(page.locator('[aria-expanded="true"]')).waitFor();
        expect({ index, problems: await brokenReferences(page) }).toEqual({ index, problems: [] });
      }
    },
    150_000,
  );

  it('are sound with the phone menu open', async () => {
    const page = await openHydrated(tab, site.server.url + '/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await brokenReferences(page)).toEqual([]);
  }, 150_000);
});
