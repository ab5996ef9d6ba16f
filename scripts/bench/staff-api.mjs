// The staff API as submissions grow: boots the built server on fresh databases holding 10 and 100,000
// realistic requests, on SQLite and on a throwaway PostgreSQL cluster, and times the admin panel's calls in
// one run. Ratios, not lone absolute times, are what to compare; the verdict is p95 against 50 ms.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { postgresBin, startPostgres } from './postgres.mjs';
import { root } from './paths.mjs';
import { startServer } from './server.mjs';
import { rowAt, seedPostgres, seedSqlite } from './staff-seed.mjs';

const SECRET = 'benchmark-secret-that-is-long-enough-000';
const STAFF = { email: 'bench@example.com', password: 'benchmark-password-123' };
const REQUESTS = 200;
const WARM_UP = 20;
const TARGET_MS = 50;
const SIZES = [10, 100_000];

async function login(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(STAFF),
    redirect: 'manual',
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

async function call(url, path, cookie) {
  const response = await fetch(url + path, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.arrayBuffer();
}

/** Median and 95th percentile of `count` sequential calls, after WARM_UP calls. */
async function time(url, path, cookie, count = REQUESTS) {
  for (let i = 0; i < WARM_UP; i += 1) await call(url, path, cookie);
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    await call(url, path, cookie);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length / 2)], p95: samples[Math.floor(samples.length * 0.95)] };
}

/** The server's peak resident set (VmHWM) so far, in MB. */
function peakRss(pid) {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** The calls timed, as [name, path for a database of `rows` rows]; the searches read rows the seed wrote. */
function calls(rows, now) {
  const middle = Math.floor(rows / 2);
  const sample = rowAt(middle, rows, now);
  const surname = sample.nombre.split(' ')[1];
  const bare = surname.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const accented = bare === surname.toLowerCase() ? 'gutierrez' : bare;
  const phoneDigits = sample.telefono.replace(/\D/g, '').slice(-7);
  const spaced = `${phoneDigits.slice(0, 3)} ${phoneDigits.slice(3)}`;
  const list = '/api/contacts?limit=50';
  return [
    ['list, first page (limit 50)', `${list}&offset=0`],
    ['list, last page (offset n-50)', `${list}&offset=${Math.max(rows - 50, 0)}`],
    ['counters (/api/contacts/stats)', '/api/contacts/stats'],
    [`search a name (q=${sample.nombre})`, `${list}&q=${encodeURIComponent(sample.nombre)}`],
    [`search a phone's digits (q=${spaced})`, `${list}&q=${encodeURIComponent(spaced)}`],
    [`search without accents (q=${accented})`, `${list}&q=${encodeURIComponent(accented)}`],
    ['search two letters (q=ez)', `${list}&q=ez`],
    ['search that finds nothing (q=zzqx)', `${list}&q=zzqx`],
    ['filter: pending, one case type', `${list}&status=pending&tipo_caso=penal`],
    ['filter: overdue', `${list}&status=overdue`],
    ['filter: processed', `${list}&status=processed`],
    ['sort by answer-by', `${list}&sort=answer-by`],
    ['sort by answer-by, pending', `${list}&status=pending&sort=answer-by`],
    [`one request in detail (/api/contacts/${middle + 1})`, `/api/contacts/${middle + 1}`],
  ];
}

function addStaff(env) {
  const added = spawnSync(
    process.execPath,
    [join(root, 'backend', 'dist', 'bin', 'staff.js'), 'add', STAFF.email],
    { env: { PATH: process.env.PATH, ...env, STAFF_PASSWORD: STAFF.password } },
  );
  if (added.status !== 0) throw new Error(String(added.stderr));
}

/** Migrates, seeds `rows` rows, starts the server and times every call, then the CSV export. */
async function measure(env, rows, seed) {
  const now = Date.now();
  let server = await startServer(env); // runs the migrations
  await server.stop();
  await seed(rows, now);
  addStaff(env);
  server = await startServer(env);
  try {
    const cookie = await login(server.url);
    const results = {};
    for (const [name, path] of calls(rows, now)) {
      results[name.replace(/ \(.*\)$/, '')] = { name, ...(await time(server.url, path, cookie)) };
    }
    const exportPath = '/api/contacts/export.csv';
    const start = process.hrtime.bigint();
    const bytes = (await call(server.url, exportPath, cookie)).byteLength;
    results.export = { ms: Number(process.hrtime.bigint() - start) / 1e6, bytes, rss: peakRss(server.pid) };
    return results;
  } finally {
    await server.stop();
  }
}

async function onSqlite(rows) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const forget = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'app.sqlite');
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: `sqlite:${file}`,
    SESSION_SECRET: SECRET,
  };
  try {
    return await measure(env, rows, (count, now) => seedSqlite(file, count, now));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    forget();
  }
}

async function onPostgres(bin, rows) {
  const cluster = await startPostgres(bin);
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: cluster.url,
    SESSION_SECRET: SECRET,
  };
  try {
    return await measure(env, rows, (count, now) => seedPostgres(cluster.url, count, now));
  } finally {
    cluster.stop();
  }
}

const fmt = (ms) => ms.toFixed(2);
const count = (n) => n.toLocaleString('en-US');

function table(engine, small, large) {
  const [few, many] = SIZES.map(count);
  return [
    `### ${engine}`,
    '',
    `| call | ${few} rows p50 (ms) | ${many} rows p50 (ms) | ${few} rows p95 (ms) | ${many} rows p95 (ms) | ratio p95 | p95 ≤ ${TARGET_MS} ms at ${many} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...Object.keys(large)
      .filter((key) => key !== 'export')
      .map((key) => {
        const a = small[key];
        const b = large[key];
        const verdict = b.p95 <= TARGET_MS ? 'PASS' : 'FAIL';
        return `| ${b.name} | ${fmt(a.p50)} | ${fmt(b.p50)} | ${fmt(a.p95)} | ${fmt(b.p95)} | ${(b.p95 / a.p95).toFixed(2)}× | ${verdict} |`;
      }),
    '',
    `CSV export of everything (streamed, no target): ${count(SIZES[0])} rows ${fmt(small.export.ms)} ms, ` +
      `${count(SIZES[1])} rows ${fmt(large.export.ms)} ms (${(large.export.bytes / 1e6).toFixed(1)} MB); ` +
      `server peak RSS (VmHWM, start-up and every call above included) ${small.export.rss.toFixed(0)} MB and ` +
      `${large.export.rss.toFixed(0)} MB.`,
  ];
}

/** Runs both sizes on both engines and returns the section's markdown lines. */
export async function staffApiSection() {
  const loadBefore = loadavg()[0];
  const sqlite = [await onSqlite(SIZES[0]), await onSqlite(SIZES[1])];
  const bin = postgresBin();
  const postgres = bin ? [await onPostgres(bin, SIZES[0]), await onPostgres(bin, SIZES[1])] : undefined;
  const loadAfter = loadavg()[0];
  return [
    `## Staff API: ${count(SIZES[0])} vs ${count(SIZES[1])} submissions, SQLite and PostgreSQL`,
    '',
    'The built server (`NODE_ENV=test`), staff API calls made one after another from Node on loopback',
    `(${REQUESTS} timed calls after ${WARM_UP} warm-up calls each), on fresh databases holding ${count(SIZES[0])} and`,
    `${count(SIZES[1])} requests, in one run on the same machine. The rows are written straight into the migrated`,
    'database in batched multi-row INSERTs (no API calls): varied Spanish and English names with accents, emails,',
    'phones written four ways, every case type, a year of creation times, recent ones half pending and 1 % of',
    `older ones left pending (overdue). Searches look for a seeded row's name, the last 7 digits of its phone typed`,
    'with a space, a surname without its accents, two letters (too short for the trigram index) and text no',
    'row holds. PostgreSQL is a throwaway cluster on a loopback port (fsync on), removed afterwards. Target: p95',
    `≤ ${TARGET_MS} ms for every call at ${count(SIZES[1])} rows on both engines.`,
    '',
    `Run: ${new Date().toISOString()}, Node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} CPUs;`,
    `1-minute load average ${loadBefore.toFixed(2)} before the run, ${loadAfter.toFixed(2)} after it (other work on the`,
    'machine shows most in the p95 column).',
    '',
    ...table('SQLite', ...sqlite),
    '',
    ...(postgres
      ? table(`PostgreSQL (${bin})`, ...postgres)
      : [
          '### PostgreSQL',
          '',
          'Not measured: no PostgreSQL server binaries here (apt-get install postgresql, or set PG_BIN).',
        ]),
  ];
}
