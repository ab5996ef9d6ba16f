#!/usr/bin/env node
// `npm test`: installs and builds what is stale (scripts/ensure.mjs), typecheck and lint, then every jest project
// (shared, backend, backend-postgres, frontend, built-site, browser). Prints one closing line, "tests: N passed, M failed",
// and writes it to test-results/summary.txt.
//
// On a fresh clone, typecheck and lint run while native addons (sqlite3's) still compile, which they need not
// wait for, and at a lower priority: jest, which does wait, starts as soon as the compile is done.
//
// Jest runs in two lanes at once, one test file at a time each, so both cores stay busy: the browser specs (each
// drives Chromium against a server of its own, about a core's worth) with the site's code in jsdom and the
// shared rules, and the server's specs (both engines) with the checks of the built site. Two browser specs at
// once would starve each other's pages; a browser spec beside an API spec does not. The lanes take about as
// long as each other (BENCHMARKS.md, Test suite): a test moved from Chromium to jsdom stays in its lane.
// Arguments go to both lanes (a path or a pattern picks files from either); with --selectProjects, jest runs
// once, as asked.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { prepare } from './ensure.mjs';
import { jestCounts } from './jest-counts.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
console.log('\n=== prepare: install and build what is stale (scripts/ensure.mjs)');
const { compiling } = prepare();
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const jestJson = join(results, 'jest.json');
rmSync(jestJson, { force: true });

/**
 * Runs a command; with a tag, each line of its output is printed after it (tagged commands run at once). With
 * a niceness, it and what it starts yield the CPU to the rest (see the checks below).
 */
function run(command, args, tag, niceness = 0) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', tag ? 'pipe' : 'inherit', tag ? 'pipe' : 'inherit'],
  });
  // Before npm starts its own child (a tenth of a second later at least), which inherits it.
  if (niceness > 0 && child.pid !== undefined) setPriority(child.pid, niceness);
  if (tag) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${tag}] ${line}`));
    }
  }
  return new Promise((resolve) => child.on('close', (status) => resolve(status)));
}

let passed = 0;
let failed = 0;

// Typecheck and lint, side by side, count as one check each. They yield the CPU: on a fresh install the native
// compile (one core, over a minute) is what jest waits for, and they fit beside it; jest starts as soon as it
// is done, and whatever of the checks is left runs alongside the tests.
console.log('\n=== typecheck: npm run typecheck (and lint beside it)');
const checking = Promise.all(
  ['typecheck', 'lint'].map(async (script) => {
    const status = await run('npm', ['run', '--silent', script], script, 10);
    if (status !== 0) console.log(`=== ${script} FAILED (exit ${status})`);
    return status === 0;
  }),
);

await compiling;

const userArgs = process.argv.slice(2);
const chosen = userArgs.some((arg) => arg.startsWith('--selectProjects'));
const lanes = chosen
  ? [{ name: 'jest', projects: [] }]
  : [
      { name: 'api', projects: ['backend', 'backend-postgres', 'built-site'] },
      { name: 'browser', projects: ['browser', 'frontend', 'shared'] },
    ];

async function runLane({ name, projects }) {
  const output = join(results, `jest-${name}.json`);
  rmSync(output, { force: true });
  const args = ['jest', '--ci', '--json', `--outputFile=${output}`];
  if (projects.length > 0) args.push('--selectProjects', ...projects, '--maxWorkers=1', '--passWithNoTests');
  args.push(...userArgs);
  console.log(`--- ${name} lane: npx ${args.join(' ')}`);
  const status = await run('npx', args, lanes.length > 1 ? name : undefined);
  if (status !== 0) console.log(`=== jest FAILED (${name} lane, exit ${status})`);
  return {
    ok: status === 0,
    report: existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : undefined,
  };
}

console.log(`\n=== jest: ${lanes.map((lane) => lane.name).join(' and ')}`);
const outcomes = await Promise.all(lanes.map(runLane));
for (const ok of await checking) {
  if (ok) passed += 1;
  else failed += 1;
}
let total = 0;
for (const { ok, report } of outcomes) {
  const counts = jestCounts(report, ok);
  passed += counts.passed;
  failed += counts.failed;
  total += counts.total;
}
if (total === 0) failed += 1;
// The lanes' results as one report, for whatever reads the whole run.
writeFileSync(
  jestJson,
  JSON.stringify({ testResults: outcomes.flatMap(({ report }) => report?.testResults ?? []) }),
);

const summary = `tests: ${passed} passed, ${failed} failed`;
writeFileSync(join(results, 'summary.txt'), summary + '\n');
console.log(`\n${summary}`);
process.exit(failed === 0 ? 0 : 1);
