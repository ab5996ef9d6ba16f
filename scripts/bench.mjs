#!/usr/bin/env node
// `npm run bench` (after scripts/ensure.mjs installs and builds when stale): measures the built app and writes
// BENCHMARKS.md. Nine parts, each rewriting only its own section of the file (all but suite and image run by
// default):
//   staff       the staff API with 10 vs 100,000 submissions on SQLite and on a throwaway PostgreSQL cluster
//               (about 3 minutes here: seeds 4 databases, boots the server 8 times)
//   booking     a month's free booking slots on an empty database and with a year of bookings, SQLite and
//               PostgreSQL, the app booted in this process (about a minute here)
//   load        POST /api/contact and GET / under 50 connections (autocannon), against a bare Express 5 server
//               and a bare Node http server sending the app's own page bytes, in the same run; the app runs as
//               npm start runs it; every server is pinned to CPU 0 (taskset), autocannon to CPU 1 (about a
//               minute and a half: 4 servers, 6 with the Node.js comparison, one after another, 3 s warm-up +
//               10 s each)
//   weight      page weight of the built pages: initial JS/CSS raw, gzip, brotli against the budgets
//   lighthouse  Lighthouse 12 scores of the production server, each page 3 times (3–4 minutes here)
//   render      pages rendered from the content: start-up time, SSR bundle load, render time per page (first
//               and later, with and without compression), GET / built vs rendered and kept (about 30 s)
//   blog        start-up with the seeded posts and with 200, publish-to-live on the same and a second server
//   suite       the test suite's own wall time: `npm test` on a fresh clone of the last commit (uncommitted
//               changes are not measured), install and build, typecheck, lint and jest timed apart, and per
//               jest project its files, tests, file time and wall span, with the slowest test files (12 to 20
//               minutes here, by machine; only with --only=suite). A red suite is written too, and exits non-zero.
//   image       the Dockerfile built with buildah, cold (no layer cached) and cached, and the image's size (about
//               4 minutes here; only with --only=image, as root: it installs podman and buildah when missing).
//
// Flags (or the environment variables after them):
//   --only=PARTS   comma-separated parts to run: staff, booking, load, weight, lighthouse, render, blog, suite, image,
//                  or web (= weight,lighthouse). Default: all (the seven parts but suite and image). BENCH_ONLY=web does the same.
//                  e.g. node scripts/bench.mjs --only=web; node scripts/bench.mjs --only=suite
//   --runs=N       Lighthouse runs per page, the median is reported (default 3). BENCH_RUNS=N.
//   --pages=P,Q    these paths for the web parts instead of the six in scripts/bench/pages.mjs (and, for
//                  Lighthouse, a post published through the staff API). BENCH_PAGES.
//   --help         this text.
// BENCH_LOAD_SECONDS=N measures each load row for N seconds instead of 10 (a quick check; keep 10 for the report).
// PG_BIN=DIR       the PostgreSQL server binaries the staff and booking parts run their clusters with (default: the newest under
//                  /usr/lib/postgresql; without any, its PostgreSQL table says so and the rest runs).
// BENCH_COMPARE_NODE=PATH also runs the app on that Node.js in the load part, for a runtime comparison in one run
//                  (default: the machine's /usr/bin/node when its major differs; empty turns it off).
// Chromium comes from CHROME_PATH (default /usr/bin/chromium). A budget or score under target is written as
// FAIL in the report and does not change the exit code; only a crash, or a red test suite, exits non-zero.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuLine } from './bench/machine.mjs';
import { writeSections } from './bench/markdown.mjs';
import { PAGES, pageFiles } from './bench/pages.mjs';
import { root } from './bench/paths.mjs';

// The order of the sections in BENCHMARKS.md.
const PARTS = ['staff', 'booking', 'load', 'weight', 'lighthouse', 'render', 'blog', 'suite', 'image'];
// `all`: the suite part takes 12 to 20 minutes and measures the last commit only, and the image part needs root and
// a container engine and leaves a build cache behind, so both are asked for by name.
const ALL = PARTS.filter((part) => part !== 'suite' && part !== 'image');

function parseArgs(argv) {
  const options = {
    only: process.env.BENCH_ONLY || 'all',
    runs: process.env.BENCH_RUNS || '3',
    pages: process.env.BENCH_PAGES || '',
  };
  for (const arg of argv) {
    const match = /^--(only|runs|pages)=(.*)$/.exec(arg);
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (match) options[match[1]] = match[2];
    else throw new Error(`Unknown argument "${arg}" (see node scripts/bench.mjs --help)`);
  }
  const parts = new Set();
  for (const name of options.only.split(',').map((s) => s.trim())) {
    if (name === 'all') ALL.forEach((part) => parts.add(part));
    else if (name === 'web') ['weight', 'lighthouse'].forEach((part) => parts.add(part));
    else if (name === 'db') parts.add('staff');
    else if (PARTS.includes(name)) parts.add(name);
    else throw new Error(`--only: unknown part "${name}" (${PARTS.join(', ')}, web, all)`);
  }
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number ≥ 1, not "${options.runs}"`);
  const pages = options.pages ? options.pages.split(',').map((s) => s.trim()) : null;
  return { help: options.help, parts, runs, pages };
}

const log = (line) => console.error(line);
const seconds = (since) => Math.round((Date.now() - since) / 1000);

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (options.help) {
  // The comment at the top of this file is the help text.
  const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8')
    .split('\n')
    .slice(1);
  const header = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('//')),
  );
  console.log(header.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(0);
}

const fresh = {};
const started = Date.now();

if (options.parts.has('staff')) {
  const since = Date.now();
  log('Staff API: 10 vs 100,000 submissions, SQLite and PostgreSQL…');
  const { staffApiSection } = await import('./bench/staff-api.mjs');
  fresh.staff = await staffApiSection();
  log(`Staff API done in ${seconds(since)} s.`);
}

// The build is rewritten by other work while a run goes on now and then; a report on a moving target says so.
const buildFiles = ['backend/public/index.html', 'backend/public/site.json', 'backend/dist/main.js'];
const buildStamp = () =>
  buildFiles.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)).join();
const buildBefore = buildStamp();
const movedNote = () =>
  buildStamp() === buildBefore
    ? []
    : [
        '',
        `**The build changed during this run (${buildFiles.join(', ')}): run it again for figures to trust.**`,
      ];

// A part that measured nothing at all is a crash; the sections the other parts measured are written first.
const crashes = [];

if (options.parts.has('booking')) {
  const since = Date.now();
  log('Booking: free slots of a month, empty and with a year of bookings, SQLite and PostgreSQL…');
  try {
    const { bookingSlotsSection } = await import('./bench/booking-slots.mjs');
    fresh.booking = await bookingSlotsSection(log);
    log(`Booking done in ${seconds(since)} s.`);
  } catch (error) {
    crashes.push(['Booking', error]);
  }
}

if (options.parts.has('load')) {
  const since = Date.now();
  log('Load: POST /api/contact against bare Express, GET / against bare Node http, 50 connections…');
  try {
    const { autocannonVersion, loadSection, runLoad } = await import('./bench/load.mjs');
    const measured = await runLoad(log);
    const section = loadSection(measured, {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpuLine(),
      autocannon: autocannonVersion(),
    });
    fresh.load = [...section, ...movedNote()];
    log(`Load done in ${seconds(since)} s.`);
  } catch (error) {
    crashes.push(['Load', error]);
  }
}

const { source, pages } = pageFiles(options.pages ?? PAGES);

if (options.parts.has('weight')) {
  const since = Date.now();
  const { measurePageWeight, pageWeightSection } = await import('./bench/page-weight.mjs');
  const weight = measurePageWeight(pages);
  const run = `Run: ${new Date().toISOString()}, Node ${process.version}, ${cpuLine()}.`;
  fresh.weight = [...pageWeightSection(weight, source, run), ...movedNote()];
  log(`Page weight done in ${seconds(since)} s.`);
}

async function lighthousePart() {
  const since = Date.now();
  const { chromiumVersion, runLighthouse } = await import('./bench/lighthouse.mjs');
  const { lighthouseSection } = await import('./bench/lighthouse-report.mjs');
  log(`Lighthouse: ${pages.length} pages × ${options.runs} runs…`);
  // With the default pages, a post published through the staff API is audited too.
  const audited = await runLighthouse(
    pages.map((page) => page.path),
    options.runs,
    log,
    { staffPost: options.pages === null },
  );
  if (audited.results.every((result) => result.runs === 0)) {
    throw new Error(`Every Lighthouse run failed:\n${audited.results.flatMap((r) => r.failed).join('\n')}`);
  }
  const installed = JSON.parse(
    readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  );
  log(`Lighthouse done in ${seconds(since)} s.`);
  const moved = movedNote();
  if (moved.length > 0) log(moved[1]);
  const section = lighthouseSection(audited, {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpuLine(),
    chromium: chromiumVersion(),
    lighthouse: installed.version,
    runs: options.runs,
    seconds: seconds(since),
  });
  return [...section, ...moved];
}

if (options.parts.has('lighthouse')) {
  try {
    fresh.lighthouse = await lighthousePart();
  } catch (error) {
    crashes.push(['Lighthouse', error]);
  }
}

if (options.parts.has('render')) {
  const since = Date.now();
  log('Render: pages from the content…');
  try {
    const { renderSection } = await import('./bench/render.mjs');
    fresh.render = [...(await renderSection(log)), ...movedNote()];
    log(`Render done in ${seconds(since)} s.`);
  } catch (error) {
    crashes.push(['Render', error]);
  }
}

if (options.parts.has('blog')) {
  const since = Date.now();
  log('Blog: start-up with posts, publish-to-live…');
  try {
    const { blogSection } = await import('./bench/blog.mjs');
    fresh.blog = [...(await blogSection(log)), ...movedNote()];
    log(`Blog done in ${seconds(since)} s.`);
  } catch (error) {
    crashes.push(['Blog', error]);
  }
}

if (options.parts.has('suite')) {
  const since = Date.now();
  log('Suite: npm test on a fresh clone of the last commit, per jest project…');
  const { suiteSection } = await import('./bench/suite.mjs');
  try {
    fresh.suite = await suiteSection(log);
    log(`Suite done in ${seconds(since)} s.`);
  } catch (error) {
    // A red suite comes with its section: its failures are a figure too, and the exit code says so.
    if (error.section) fresh.suite = error.section;
    crashes.push(['Suite', error]);
  }
}

if (options.parts.has('image')) {
  const since = Date.now();
  log('Image: the Dockerfile built with buildah, cold and cached…');
  try {
    const { imageSection } = await import('./bench/image.mjs');
    fresh.image = imageSection(log);
    log(`Image done in ${seconds(since)} s.`);
  } catch (error) {
    crashes.push(['Image', error]);
  }
}

const text = writeSections(join(root, 'BENCHMARKS.md'), PARTS, fresh);
console.log(text);
log(`Wrote BENCHMARKS.md (${Object.keys(fresh).join(', ') || 'nothing new'}) in ${seconds(started)} s.`);
if (crashes.length > 0) {
  for (const [name, error] of crashes) {
    if (error.section) console.error(`${name} section written, but: ${error.message}`);
    else console.error(`${name} section not rewritten:`, error);
  }
  process.exit(1);
}
