import { readFileSync } from 'node:fs';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** Rules that measure what only a browser lays out: left to the browser specs. */
const LAYOUT_RULES: RunOptions['rules'] = {
  'color-contrast': { enabled: false },
  'color-contrast-enhanced': { enabled: false },
  'target-size': { enabled: false },
};

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical findings on the page at `url` as the server sends it, without a browser: jsdom
 * parses it as a browser without JavaScript would, and axe runs in it. Rules that need layout (contrast,
 * sizes) have nothing to measure there and answer "incomplete", not a violation: the browser specs check
 * them on one page of each template.
 */
export async function serverAxeFindings(url: string): Promise<{ status: number; serious: string[] }> {
  const response = await fetch(url);
  const dom = new JSDOM(await response.text(), {
    url,
    runScripts: 'outside-only',
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
  });
  try {
    dom.window.eval(AXE_SOURCE);
    const axe = (
      dom.window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
    ).axe;
    // Violations alone in full, as in the browser (support/axe.ts): the specs read no other result type.
    const { violations } = await axe.run(dom.window.document, {
      rules: LAYOUT_RULES,
      resultTypes: ['violations'],
    });
    return {
      status: response.status,
      serious: seriousFindings(violations),
    };
  } finally {
    dom.window.close();
  }
}

/** axe's serious and critical violations, as "rule (impact) first selectors" lines. */
export function seriousFindings(violations: Result[]): string[] {
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
