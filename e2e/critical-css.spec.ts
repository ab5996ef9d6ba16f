import { type Page } from 'playwright-core';
import { builtRoutes, byTemplate } from './support/routes';
import { stylesAndFontsLoaded } from './support/app-start';
import { serverDocument } from './support/server-html';
import { useSite } from './support/site';
import { useTab } from './support/tab';

// Public pages carry the CSS they use inline (the build's critical CSS, frontend/scripts/critical-css.mjs)
// instead of the whole stylesheet. Every element must look as it did with the whole stylesheet: each
// element's computed style, pseudo-elements included, is read as the page comes, then again with the whole
// stylesheet added on top, and must not change: every kind of page on a phone, the main ones on a
// desktop too, a wrong address's page, and the home page with the mobile menu open (its drawer is rendered
// by script, after the build looked at the pages).
//
// One page of each template stands for the others in the browser (templates: templateOf() in
// support/routes.ts). The inline CSS is not cut per page: the build cuts it once, from the class names in the
// HTML of all the public pages and the name-like words of their scripts, and every public page carries the
// same CSS (frontend/scripts/critical-css.mjs, prerender.mjs). A rule is left out only for a class name its
// selector requires that no page and no script uses (or for being a dark-scheme rule); rules without
// classes, and everything else a selector says (elements, attributes, structure), are kept whatever the
// content. What a page's content changes within its template (texts, how many posts, questions or
// paragraphs) therefore cannot make a rule missing for one page and not for another: only a class name can,
// and the server's HTML of every page is checked to use no class name its template's page does not use.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * Every element's computed style (and its ::before and ::after), in document order, kept in the page as
 * `window.styles`, and the elements whose style differs from the one kept before, with the first property
 * that does. Custom properties are left out: they all stay in the inline CSS, and what they change shows
 * in the properties that read them.
 */
function keepStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (style: CSSStyleDeclaration) => {
      const parts: string[] = [];
      for (let i = 0; i < style.length; i += 1) {
        const property = style.item(i);
        if (!property.startsWith('--')) parts.push(`${property}:${style.getPropertyValue(property)}`);
      }
      return parts;
    };
    // A ::before or ::after whose content is none (or normal) is not drawn: its content alone stands for it,
    // and a stylesheet that gave it content would change that.
    const pseudo = (element: Element, which: '::before' | '::after') => {
      const style = getComputedStyle(element, which);
      const content = style.getPropertyValue('content');
      const parts = content === 'none' || content === 'normal' ? [`content:${content}`] : describe(style);
      return parts.map((part) => `${which} ${part}`);
    };
    const now = [document.documentElement, ...document.querySelectorAll('body, body *')].map((element) => [
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
      ...describe(getComputedStyle(element)),
      ...pseudo(element, '::before'),
      ...pseudo(element, '::after'),
    ]);
    const holder = window as unknown as { styles?: string[][] };
    const before = holder.styles;
    holder.styles = now;
    if (!before) return [];
    if (before.length !== now.length) return [`${before.length} elements, then ${now.length}`];
    return before.flatMap((was, index) => {
      const at = was.findIndex((part, i) => part !== now[index][i]);
      return at === -1 ? [] : [`${was[0]} ${was[at]} → ${now[index][at]}`];
    });
  });
}

/** Adds the stylesheet the inline CSS was cut from (named by the <style> element), once it has loaded. */
async function addWholeStylesheet(page: Page): Promise<void> {
  const href = await page.evaluate(
    () => document.querySelector<HTMLStyleElement>('style[data-stylesheet]')?.dataset.stylesheet,
  );
  expect(href).toMatch(/^\/assets\/.+\.css$/);
  await page.evaluate(
    (url) =>
      new Promise<void>((loaded, failed) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = url;
        link.onload = () => loaded();
        link.onerror = () => failed(new Error(`${url} did not load`));
        document.head.append(link);
      }),
    href!,
  );
}

/** The elements whose style the whole stylesheet changes, with the first property that differs. */
async function changedByWholeStylesheet(page: Page): Promise<string[]> {
  await keepStyles(page);
  await addWholeStylesheet(page);
  return keepStyles(page);
}

describe('the CSS public pages carry inline', () => {
  const site = useSite();

  const tab = useTab(site);

  /** The page in the spec's tab (support/tab.ts). */
  async function open(path: string, viewport: { width: number; height: number }) {
    const page = await tab(viewport);
    await page.goto(site.server.url + path, { waitUntil: 'load' });
    await stylesAndFontsLoaded(page);
    return page;
  }

  // Every public page by its template (the English ones are the same components as the Spanish), and a
  // wrong address's page, a template of its own.
  const templates = () => byTemplate([...builtRoutes().filter((path) => path !== '/admin'), '/no-existe']);

  /** The class names an element of the page's HTML carries. */
  async function classNames(path: string): Promise<Set<string>> {
    const { document } = await serverDocument(site.server.url + path);
    return new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
  }

  it('is checked in the browser on a page of each template that uses every class name the others use', async () => {
    for (const [representative, paths] of templates()) {
      const checked = await classNames(representative);
      for (const path of paths) {
        const missing = [...(await classNames(path))].filter((name) => !checked.has(name));
        expect({ path, representative, missing }).toEqual({ path, representative, missing: [] });
      }
    }
  });

  it('is all the CSS every public page uses, on a phone and on a desktop', async () => {
    // On a phone, one page of each template: the ones it stands for use no class name it does not (above).
    const everyPage = [...templates().keys()];
    // On a desktop, the layouts that change most from the phone's: multi-column grids, the header's menu.
    const someOnDesktop = [
      '/',
      '/servicios',
      '/servicios/derecho-de-familia',
      '/abogados',
      '/blog',
      '/contacto',
    ];
    for (const [viewport, paths] of [
      [PHONE, everyPage],
      [DESKTOP, someOnDesktop],
    ] as const) {
      for (const path of paths) {
        const page = await open(path, viewport);
        // The page has no stylesheet of its own to wait for.
        expect(await page.locator('link[rel="stylesheet"][href^="/assets/style-"]').count()).toBe(0);
        expect({ path, width: viewport.width, changed: await changedByWholeStylesheet(page) }).toEqual({
          path,
          width: viewport.width,
          changed: [],
        });
      }
    }
  }, 600_000);

  it('styles the mobile menu its script opens', async () => {
    const page = await open('/', PHONE);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(await changedByWholeStylesheet(page)).toEqual([]);
  });

  it('is not what staff pages get: they load the whole stylesheet', async () => {
    const html = await (await fetch(site.server.url + '/admin')).text();
    expect(html).not.toContain('<style data-stylesheet');
    expect(html.match(/<link rel="stylesheet"[^>]*href="\/assets\/style-[^"]+\.css">/g)).toHaveLength(1);
  });
});
