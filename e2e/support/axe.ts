import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { type Page } from 'playwright-core';
import { seriousFindings } from './server-axe';

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

/** axe's serious and critical findings in the browser, as seriousFindings() words them (empty when clean). */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  return seriousFindings(await axeViolations(page, include));
}
