// The render part: what a content change costs. Pages are rendered by the server from the firm's content
// (frontend/src/entry-server.tsx, bundled in frontend/dist-ssr): while the content is the build's, the
// prerendered files are served; after a change, a page is rendered on its first request and kept.
//   start-up      the production server from spawn to listening, on a fresh database (median of 3)
//   SSR bundle    loading it, then per page: the first render, the median of later renders, and a render
//                 plus the brotli variant a browser's request makes (what one cache miss costs; gzip is made
//                 only for a client that asks for it)
//   cached page   GET / under load from a server serving the built page, and from one whose content changed
//                 (the page rendered once, then kept): requests per second side by side
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PAGES } from './pages.mjs';
import { root } from './paths.mjs';
import { freePort, productionEnv, startServer } from './server.mjs';

const SSR_DIR = join(root, 'frontend', 'dist-ssr');
/**
 * The web parts' pages (scripts/bench/pages.mjs), the attorney page, and a post added to the content as
 * staff add one in the panel (STAFF_POST).
 */
const STAFF_POST = '/blog/publicado-desde-el-panel';
const RENDER_PAGES = [...new Set([...PAGES, '/abogados', STAFF_POST])];
const TARGET_MS = 20;

/** The seed content with one more published post, a copy of a seeded Spanish one under its own slug. */
function withStaffPost(content) {
  const model = content.blog.posts.find((post) => post.language === 'es');
  const post = {
    ...model,
    id: 'bench-staff-post',
    slug: STAFF_POST.slice('/blog/'.length),
    title: 'Publicado desde el panel',
    translation: null,
  };
  return { ...content, blog: { ...content.blog, posts: [post, ...content.blog.posts] } };
}
const WARM_RUNS = 15;
const LOAD_SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** The server's own compression (backend/src/site/representation.ts), from its build: read when first used. */
let built;
const representation = () =>
  (built ??= createRequire(import.meta.url)(join(root, 'backend', 'dist', 'site', 'representation.js')));

/**
 * The work the server does for a browser's first request of a changed page: its brotli variant. The gzip
 * variant is made only when a client without brotli asks for it (and then kept), so a cache miss from a
 * browser does not pay for it.
 */
function compress(html) {
  representation().compress(Buffer.from(html, 'utf8'), 'br');
}

async function startUp() {
  const times = [];
  for (let run = 0; run < 3; run++) {
    const dir = mkdtempSync(join(tmpdir(), 'abogados-bench-start-'));
    try {
      const since = performance.now();
      const server = await startServer(productionEnv(dir, await freePort()));
      times.push(performance.now() - since);
      await server.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return median(times);
}

async function renderTimes() {
  const since = performance.now();
  const ssr = createRequire(import.meta.url)(join(SSR_DIR, 'entry-server.cjs'));
  ssr.loadBuildAssets({
    template: readFileSync(join(SSR_DIR, ssr.TEMPLATE_FILE), 'utf8'),
    manifest: readFileSync(join(SSR_DIR, ssr.CLIENT_MANIFEST_FILE), 'utf8'),
  });
  const load = performance.now() - since;
  const rows = [];
  let version = 1;
  // A new content object each time, as after a change: nothing derived from the last one is reused.
  const seed = withStaffPost(ssr.seedSiteContent);
  const changed = () => ({
    ...structuredClone(seed),
    version: ++version,
    firm: { ...seed.firm, phone: `+57 300 000 ${String(version).padStart(4, '0')}` },
  });
  // Each page's first render, then WARM_RUNS rounds that render every page once each, in turn: a server
  // renders the pages a change touched as visitors ask for them, one after another, and no page's figures
  // carry V8's warm-up of the renderer (compiling it to optimised code) for the pages after it.
  const runs = new Map();
  for (const path of RENDER_PAGES) {
    const content = changed();
    const start = performance.now();
    const first = await ssr.render(path, content);
    runs.set(path, { cold: performance.now() - start, bytes: first.html.length, warm: [], kept: [] });
  }
  for (let run = 0; run < WARM_RUNS; run++) {
    for (const path of RENDER_PAGES) {
      const times = runs.get(path);
      // The content is made before the clock starts: a server renders from the content it holds.
      const content = changed();
      const start = performance.now();
      const page = await ssr.render(path, content);
      times.warm.push(performance.now() - start);
      compress(page.html);
      times.kept.push(performance.now() - start);
    }
  }
  for (const [path, { cold, bytes, warm, kept }] of runs)
    rows.push({ path, cold, warm: median(warm), kept: median(kept), bytes });
  return { load, rows };
}

/**
 * Changes the phone in the stored content while the server is stopped, as staff would in the panel
 * (the panel's session cookie is HTTPS-only in production, and this server is plain HTTP on loopback).
 */
function changePhone(databaseFile) {
  const sqlite3 = createRequire(join(root, 'backend', 'package.json'))('sqlite3');
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(databaseFile);
    db.get('SELECT firm FROM site_content WHERE id = 1', (error, row) => {
      if (error || !row) return db.close(() => reject(error ?? new Error('no site content row')));
      const firm = { ...JSON.parse(row.firm), phone: '+57 311 222 3344' };
      db.run(
        'UPDATE site_content SET firm = ?, version = version + 1 WHERE id = 1',
        [JSON.stringify(firm)],
        (updateError) => db.close(() => (updateError ? reject(updateError) : resolve())),
      );
    });
  });
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/`,
        connections: 10,
        duration: LOAD_SECONDS,
        headers: { 'accept-encoding': 'br' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function servedPages(log) {
  const results = {};
  for (const [key, change] of [
    ['built', false],
    ['rendered', true],
  ]) {
    const dir = mkdtempSync(join(tmpdir(), 'abogados-bench-render-'));
    const env = productionEnv(dir, await freePort());
    if (change) {
      // A first start creates the database and its seed content; the change is made while it is stopped.
      await (await startServer(env)).stop();
      await changePhone(join(dir, 'app.sqlite'));
    }
    const server = await startServer(env);
    try {
      const first = await (await fetch(`${server.url}/`)).text();
      if (change !== first.includes('+57 311 222 3344')) throw new Error(`GET / is not the ${key} page`);
      const result = await load(server.url);
      results[key] = { rps: result.requests.mean, p99: result.latency.p99, non2xx: result.non2xx };
      log(`  GET / ${key}: ${Math.round(results[key].rps)} req/s, p99 ${results[key].p99} ms`);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

export async function renderSection(log) {
  log('  start-up…');
  const startup = await startUp();
  log('  SSR renders…');
  const { load: bundleLoad, rows } = await renderTimes();
  log('  GET / built vs rendered and kept…');
  const served = await servedPages(log);
  const ratio = served.rendered.rps / served.built.rps;
  return [
    '## Pages rendered from the content',
    '',
    `Run: ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}.`,
    '',
    `- Start-up of the production server, spawn to listening on a fresh SQLite file (median of 3): ${ms(startup)}.`,
    `- Loading the SSR bundle (frontend/dist-ssr, once per server, on the first content change): ${ms(bundleLoad)}.`,
    `- GET / under load (10 connections, ${LOAD_SECONDS} s, brotli): the built page ${Math.round(served.built.rps)} req/s ` +
      `(p99 ${served.built.p99} ms); the page rendered after a content change and kept ${Math.round(served.rendered.rps)} req/s ` +
      `(p99 ${served.rendered.p99} ms): **${ratio.toFixed(2)}×** the built one (target ≥ 0.9: a kept page is sent like a built one).`,
    '',
    `Render time per page after a content change (new content each time; median of ${WARM_RUNS} after the first, ` +
      "taken in rounds that render every page once each, so that no page carries the renderer's warm-up for the others). " +
      `"Kept" adds the brotli variant (quality ${representation().BROTLI_QUALITY}) a browser's request makes: what one cache miss costs ` +
      `(the gzip variant is made only when a client without brotli asks, then kept). Target ≤ ${TARGET_MS} ms ` +
      `for every page. ${STAFF_POST} is a post added to the content as staff add one in the panel.`,
    '',
    '| page | first render | render | render + compress (kept) | HTML |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.path} | ${ms(row.cold)} | ${ms(row.warm)} | ${ms(row.kept)} ${row.kept <= TARGET_MS ? 'PASS' : 'FAIL'} | ${(row.bytes / 1024).toFixed(1)} KB |`,
    ),
  ];
}
