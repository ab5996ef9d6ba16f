import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { type Browser, type Page } from 'playwright-core';

/**
 * axe's violations on the page as it stands (within `include`, a selector, when given). Only violations are
 * gathered in full: axe lists at most one node for the other result types (passes, incomplete), which the
 * specs do not read, and that saves about a third of its time.
 *
 * axe runs in the page itself (AxeBuilder's legacy mode), as axe.run: the default mode runs each frame apart
 * and finishes in a blank page it opens for the purpose, three to four times the time (about 3 s against
 * 1 s a page here), which only pages with cross-origin frames need. The site and the panel have none.
 */
export async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}

/** axe's serious and critical violations, as "rule (impact) first selectors" lines. */
function seriousFindings(violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** axe's serious and critical findings in the browser, as seriousFindings() words them (empty when clean). */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  return seriousFindings(await axeViolations(page, include));
}

/**
 * A page in a context of its own that shows each address as the server sends it: every script file is
 * refused, so the app neither hydrates nor renders anything on top, and the page is what a browser without
 * JavaScript lays out. JavaScript itself stays on, for axe, which runs in the page on timers; a page with
 * <noscript> content (which such a browser shows and this one does not) would be read wrongly, so the
 * specs check there is none. Close it with its context.
 */
export async function serverHtmlPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.route(/\.js(\?.*)?$/, (route) => route.abort());
  return context.newPage();
}
