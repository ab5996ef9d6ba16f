// The suite part: how long the test suite itself takes, per jest project, so that a slow new test shows up.
// It runs `node scripts/run-tests.mjs` (what `npm test` runs) on a fresh clone of the last commit (uncommitted
// changes are not measured), from nothing, as CI does: npm ci and the build (scripts/ensure.mjs), typecheck and
// lint while native addons compile, then jest over the five projects in two lanes at once, each step timed from
// the "=== <step>:" line run-tests prints.
// The JSON that run-tests asks jest for (test-results/jest.json) cannot say which project ran a file: it has no
// displayName, and backend/test/*.e2e-spec.ts run twice, in backend and in backend-postgres. So jest also gets a
// small reporter of ours (run-tests passes its arguments on to jest), which writes one line per test file with
// the file's project (test.context.config.displayName), start and end. A reporter only listens: the schedule,
// the workers and the tests are the same as in a plain `npm test`.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { commitOf, cpuLine, uncommittedChanges } from './machine.mjs';
import { root } from './paths.mjs';

const SLOWEST = 5;

// The reporter jest loads (CommonJS, so any jest can require it). It appends to the file beside itself, line by
// line, so that the files measured before a crash of jest are still there.
const REPORTER = `const { appendFileSync } = require('node:fs');
const out = __filename.replace(/\\.cjs$/, '.jsonl');
const write = (record) => appendFileSync(out, JSON.stringify(record) + '\\n');
module.exports = class BenchSuiteReporter {
  constructor(globalConfig) {
    this.workers = globalConfig.maxWorkers;
  }
  onRunStart() {
    write({ kind: 'start', at: Date.now(), workers: this.workers });
  }
  onTestFileResult(test, result) {
    write({
      kind: 'file',
      project: test.context.config.displayName?.name ?? '(no displayName)',
      path: result.testFilePath,
      start: result.perfStats.start,
      end: result.perfStats.end,
      passed: result.numPassingTests,
      failed: result.numFailingTests,
      error: Boolean(result.testExecError),
    });
  }
  onRunComplete() {
    write({ kind: 'end', at: Date.now() });
  }
  getLastError() {}
};
`;

/** Writes the reporter into dir; returns its path (for --reporters) and where its records land. */
export function writeReporter(dir) {
  const path = join(dir, 'bench-suite-reporter.cjs');
  writeFileSync(path, REPORTER);
  return { path, records: path.replace(/\.cjs$/, '.jsonl') };
}

/** The reporter's records: one object a line. */
export function readRecords(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
const sum = (values) => values.reduce((total, value) => total + value, 0);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
// A file that failed to load has no timing of its own (jest leaves its perfStats at 0).
const timed = (file) => file.start > 0 && file.end >= file.start;

/** Per-project and whole-run figures from the reporter's records. Pure: feed it any run's records. */
export function suiteFigures(records, base = root) {
  // run-tests runs jest in lanes at once, each writing its own start and end: the run is the first start to
  // the last end, with the lanes' workers together.
  const starts = records.filter((record) => record.kind === 'start');
  const ends = records.filter((record) => record.kind === 'end');
  const start =
    starts.length > 0
      ? {
          at: Math.min(...starts.map((record) => record.at)),
          workers: sum(starts.map((record) => record.workers)),
        }
      : undefined;
  const end = ends.length > 0 ? { at: Math.max(...ends.map((record) => record.at)) } : undefined;
  const files = records
    .filter((record) => record.kind === 'file')
    .map((file) => ({
      ...file,
      path: relative(base, file.path),
      ms: timed(file) ? file.end - file.start : 0,
    }));
  const jestStart = start?.at ?? Math.min(...files.filter(timed).map((file) => file.start));
  const projects = [...new Set(files.map((file) => file.project))].map((name) => {
    const own = files.filter((file) => file.project === name);
    const withTimes = own.filter(timed);
    const first = Math.min(...withTimes.map((file) => file.start));
    const last = Math.max(...withTimes.map((file) => file.end));
    return {
      name,
      files: own.length,
      passed: sum(own.map((file) => file.passed)),
      failed: sum(own.map((file) => file.failed)),
      broken: own.filter((file) => file.error).length,
      busy: sum(own.map((file) => file.ms)),
      // Projects run interleaved on the same workers: the span is from this project's first file starting to
      // its last one ending, measured from the start of the jest run.
      span: withTimes.length > 0 ? { from: first - jestStart, to: last - jestStart } : null,
    };
  });
  // Longest first; the order jest's config lists them in is not in the records.
  projects.sort((a, b) => b.busy - a.busy);
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  return {
    projects,
    slowest,
    workers: start?.workers,
    jest: start && end ? end.at - start.at : null,
    files: files.length,
  };
}

/** The BENCHMARKS.md section from the figures and the run's own facts (commit, step times, the tests line). */
export function suiteLines(figures, run) {
  const step = (name) => (run.steps[name] === undefined ? 'not reached' : s(run.steps[name]));
  const table = figures.projects.map((project) => {
    const failed =
      project.broken > 0
        ? `${project.failed} (+ ${plural(project.broken, 'file')} that failed to run)`
        : project.failed;
    const span = project.span
      ? `${s(project.span.to - project.span.from)} (${s(project.span.from)} → ${s(project.span.to)})`
      : '–';
    return `| ${project.name} | ${project.files} | ${project.passed} | ${failed} | ${s(project.busy)} | ${span} |`;
  });
  const slowest = figures.slowest.map(
    (file, n) =>
      `| ${n + 1} | ${file.path} | ${file.project} | ${file.error ? 'failed to run' : s(file.ms)} |`,
  );
  const dirty =
    run.dirty > 0
      ? ` The working tree had ${plural(run.dirty, 'uncommitted change')} at the time, not in these figures.`
      : '';
  return [
    '## Test suite',
    '',
    `Run: ${run.date}, commit ${run.commit}, Node ${run.node}, ${run.cpus}` +
      `${figures.workers ? `, ${figures.workers} jest workers` : ''}.`,
    '',
    `\`npm test\` on a fresh clone of the commit (committed files only: uncommitted changes are not measured), ` +
      `from no node_modules and no build: \`node scripts/run-tests.mjs\`, what \`npm test\` runs.${dirty}`,
    '',
    `- Result: **${run.tests ?? 'no tests line (test-results/summary.txt is missing)'}**.`,
    `- Wall time, from the clone to the closing line: **${s(run.total)}**.`,
    `- Install and build (npm ci, the build): ${step('prepare')}; typecheck and lint, native addons compiling ` +
      `beside them: ${step('typecheck')}; jest ${step('jest')}` +
      `${figures.jest === null ? '' : ` (${s(figures.jest)} of it the test run itself, after jest's start-up)`}.`,
    '',
    `Per jest project (${figures.files} test files). "File time" adds up the files' own durations (start to end ` +
      'of each, on whichever worker ran it); "wall span" is from the project\'s first file starting to its last ' +
      'one ending, in seconds after the start of the jest run: projects share the workers and overlap.',
    '',
    '| project | files | tests passed | failed | file time | wall span |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...table,
    '',
    `The ${SLOWEST} slowest test files of the run:`,
    '',
    '| # | file | project | time |',
    '| ---: | --- | --- | ---: |',
    ...slowest,
  ];
}

/** PATH as a shell has it, with the clone's node_modules/.bin first, as npm puts it for `npm test`. */
function cloneEnv(clone) {
  // The bench itself runs under npm, which put this checkout's node_modules/.bin (and its node, Node.js 24)
  // first on PATH: left there, the clone's install would run on it instead of on the machine's node.
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !/[\\/]node_modules[\\/]\.bin$/.test(dir) && !/[\\/]node-gyp-bin$/.test(dir));
  return { ...process.env, PATH: [join(clone, 'node_modules', '.bin'), ...path].join(delimiter) };
}

/**
 * Runs one step with its output in the log file; calls onLine(line, at) for each line of stdout as it arrives.
 * Resolves with the exit status and the wall time.
 */
function timedStep(command, args, { cwd, env, logStream, onLine = () => {} }) {
  const since = Date.now();
  logStream.write(`\n> ${command} ${args.join(' ')}\n`);
  return new Promise((done, fail) => {
    // Its own process group, so that an interrupted bench takes the jest workers, servers and browsers with it.
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const forget = onCleanup(() => process.kill(-child.pid, 'SIGTERM'));
    let partial = '';
    child.stdout.on('data', (chunk) => {
      const at = Date.now();
      logStream.write(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop();
      for (const line of lines) onLine(line, at);
    });
    child.stderr.on('data', (chunk) => logStream.write(chunk));
    child.on('error', (error) => {
      forget();
      fail(error);
    });
    child.on('close', (status, signal) => {
      forget();
      if (partial) onLine(partial, Date.now());
      done({ status: status ?? signal, ms: Date.now() - since });
    });
  });
}

/** Clones the last commit into dir/repo, with ../shared beside it when the checkout has one. */
function cloneCommit(dir) {
  const clone = join(dir, 'repo');
  execFileSync('git', ['clone', '--quiet', root, clone], { stdio: ['ignore', 'ignore', 'inherit'] });
  // Tests and docs may read ../shared beside the checkout (the project's notes); the clone gets the same.
  const shared = resolve(root, '..', 'shared');
  if (existsSync(shared)) symlinkSync(shared, join(dir, 'shared'));
  return { clone, commit: commitOf(clone), dirty: uncommittedChanges() };
}

export async function suiteSection(log) {
  const dir = mkdtempSync(join(tmpdir(), 'abogados-bench-suite-'));
  const forgetDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const logFile = join(dir, 'suite.log');
  const logStream = createWriteStream(logFile);
  // A red or broken run's log outlives the temp dir, for its failures; a green one goes with it.
  let kept = join(tmpdir(), 'abogados-bench-suite.log');
  let green = false;
  try {
    const { clone, commit, dirty } = cloneCommit(dir);
    const started = Date.now();
    kept = join(tmpdir(), `abogados-bench-suite-${commit}.log`);
    log(`  commit ${commit} cloned into ${clone}; output in ${logFile}`);
    if (dirty > 0) log(`  ${plural(dirty, 'uncommitted change')} in ${root}: not measured`);
    const env = cloneEnv(clone);
    const steps = {};

    log('  run-tests: node scripts/run-tests.mjs (install, build, typecheck, lint, jest)…');
    const reporter = writeReporter(dir);
    // "=== <step>: <command>" starts a step; the next one, or the tests line at the end, ends it.
    let current = null;
    const onLine = (line, at) => {
      const match = /^=== ([\w-]+): /.exec(line);
      if (/^=== \S+ FAILED/.test(line)) log(`  ${line}`);
      if (!match && !/^tests: \d+ passed/.test(line)) return;
      if (current) steps[current.name] = at - current.at;
      current = match ? { name: match[1], at } : null;
      log(`  ${line}`);
    };
    const runTests = await timedStep(
      'node',
      ['scripts/run-tests.mjs', '--reporters=default', `--reporters=${reporter.path}`],
      { cwd: clone, env, logStream, onLine },
    );
    if (current) steps[current.name] = Date.now() - current.at;
    steps['run-tests'] = runTests.ms;

    const summary = join(clone, 'test-results', 'summary.txt');
    const tests = existsSync(summary) ? readFileSync(summary, 'utf8').trim().split('\n').pop() : null;
    const node = execFileSync(join(clone, 'node_modules', '.bin', 'node'), ['--version'], {
      encoding: 'utf8',
    }).trim();
    const lines = suiteLines(suiteFigures(readRecords(reporter.records), clone), {
      date: new Date(started).toISOString(),
      commit,
      dirty,
      node,
      cpus: cpuLine(),
      steps,
      tests,
      total: Date.now() - started,
    });
    if (runTests.status !== 0) {
      // A red suite is a figure too: the section is written, and the bench still exits non-zero.
      const error = new Error(
        `npm test is red on ${commit}: ${tests ?? `run-tests exit ${runTests.status}`}`,
      );
      error.section = lines;
      throw error;
    }
    green = true;
    return lines;
  } finally {
    await new Promise((done) => logStream.end(done));
    if (!green) {
      copyFileSync(logFile, kept);
      log(`  the run's output is kept at ${kept}`);
    }
    rmSync(dir, { recursive: true, force: true });
    forgetDir();
  }
}
