// The Lighthouse section of BENCHMARKS.md: median scores against the targets, the median run's metrics,
// and what costs points, audit by audit, with the elements and URLs Lighthouse names.
import { CATEGORIES, METRICS, TARGETS } from './lighthouse.mjs';

const NAMES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};
const MAX_ITEMS = 12;

const verdict = (category, score) => (score >= TARGETS[category] ? 'PASS' : 'FAIL');
const target = (category) => (TARGETS[category] === 100 ? '100' : `≥ ${TARGETS[category]}`);
const fmtScore = (score) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

function scoreCell(result, category) {
  const median = result.medians[category];
  const all = result.scores[category];
  const spread = all.length > 1 ? ` (${all.join(', ')})` : '';
  return `${fmtScore(median)} ${verdict(category, median)}${spread}`;
}

function metricCell(audit) {
  if (!audit) return '–';
  const value = audit.displayValue ?? String(audit.numericValue);
  return value.replace(/\s/g, ' ');
}

/** The page's path, and for the post staff published through the API when the run began, that it is one. */
const pageCell = (result) =>
  result.staffPost ? `\`${result.path}\` (published in the admin panel)` : `\`${result.path}\``;

/** `environment`: { date, node, cpus, chromium, lighthouse, runs, seconds }. */
export function lighthouseSection({ results }, environment) {
  const lines = [
    '## Lighthouse',
    '',
    `Lighthouse ${environment.lighthouse} with its default config (mobile: emulated Moto G Power, simulated`,
    'throttling of 150 ms RTT, 1.6 Mbps and a 4× CPU slowdown), categories performance, accessibility,',
    'best-practices and seo, against the production server (`node backend/dist/main.js`, `NODE_ENV=production`,',
    `a fresh SQLite file, \`PUBLIC_URL\` = the audited address) on 127.0.0.1. ${environment.chromium}, headless,`,
    'a fresh profile and browser per run; other host names do not resolve, so nothing leaves the machine.',
    'Besides the listed pages, a post that staff write and publish through the API (log-in, create, publish, as',
    'the admin panel does) once the server is up is audited last: a page rendered from the content at run time.',
    `Each page is audited ${environment.runs} time${environment.runs === 1 ? '' : 's'}, one run after another: a score cell is the median, then`,
    'every run’s score; the metrics are those of the median run by performance score. The CPU benchmark index is',
    'Lighthouse’s measure of the machine during each run (higher is faster; a low one explains a low performance score).',
    '',
    `Run: ${environment.date}, Node ${environment.node}, ${environment.cpus}, ${environment.chromium},`,
    `Lighthouse ${environment.lighthouse}; ${environment.seconds} s for ${results.length} pages.`,
    '',
    `| page | ${CATEGORIES.map((c) => `${NAMES[c]} (${target(c)})`).join(' | ')} | ${METRICS.map(([, name]) => name).join(' | ')} | CPU benchmark index |`,
    `| --- | ${CATEGORIES.map(() => ':---:').join(' | ')} | ${METRICS.map(() => '---:').join(' | ')} | ---: |`,
  ];
  for (const result of results) {
    if (result.runs === 0) {
      lines.push(
        `| ${pageCell(result)} | ${CATEGORIES.map(() => 'no run').join(' | ')} | ${METRICS.map(() => '–').join(' | ')} | – |`,
      );
      continue;
    }
    lines.push(
      `| ${pageCell(result)} | ${CATEGORIES.map((c) => scoreCell(result, c)).join(' | ')} | ${METRICS.map(([id]) => metricCell(result.metrics[id])).join(' | ')} | ${result.benchmarkIndex.join(', ')} |`,
    );
  }

  const problems = results.flatMap((r) => r.failed.map((message) => `\`${r.path}\`: ${message}`));
  if (problems.length > 0) lines.push('', 'Runs that failed:', '', ...problems.map((p) => `- ${p}`));
  const external = results.filter((r) => r.external?.length > 0);
  if (external.length > 0) {
    lines.push('', 'Requests to other hosts (blocked here; a finding, not fixed by the bench):', '');
    for (const r of external) lines.push(`- \`${r.path}\`: ${r.external.join(', ')}`);
  }

  lines.push('', '### What costs points', '');
  const failing = results.filter((r) => r.findings && Object.keys(r.findings).length > 0);
  if (failing.length === 0) {
    lines.push('Every audited page meets every target.');
    return lines;
  }
  lines.push(
    'Per page and category under target: the audits with score < 1 and weight > 0 in that category (from a run',
    'with the median score). Performance weighs only its metrics, so the opportunities and diagnostics Lighthouse',
    'flags (score < 0.9, weight 0) follow them.',
  );
  for (const r of failing) {
    for (const [category, audits] of Object.entries(r.findings)) {
      lines.push('', `#### \`${r.path}\`: ${NAMES[category]} ${fmtScore(r.medians[category])}`, '');
      if (audits.length === 0)
        lines.push('- (no single audit below 1: the score is rounded from the weighted mean)');
      for (const audit of audits) {
        const kind = audit.weight > 0 ? `weight ${audit.weight}` : 'diagnostic';
        const score = audit.score === null ? 'error' : `score ${audit.score}`;
        const value = audit.displayValue ? ` — ${audit.displayValue.replace(/\s/g, ' ')}` : '';
        lines.push(`- \`${audit.id}\` ${audit.title}${value} (${score}, ${kind})`);
        if (audit.explanation) lines.push(`  - ${audit.explanation.replace(/\s+/g, ' ')}`);
        for (const item of audit.items.slice(0, MAX_ITEMS)) if (item) lines.push(`  - ${item}`);
        if (audit.items.length > MAX_ITEMS) lines.push(`  - … and ${audit.items.length - MAX_ITEMS} more`);
      }
    }
  }
  return lines;
}
