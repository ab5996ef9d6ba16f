#!/usr/bin/env node
// `npm run bench`: how the staff API behaves as submissions grow. Boots the built server twice on fresh
// SQLite files (10 rows, then 10,000 rows), times the admin panel's calls in one run, and writes the
// figures and their ratios to BENCHMARKS.md. Ratios, not lone absolute times, are what to compare.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(root, 'backend', 'package.json'));
const sqlite3 = require('sqlite3');
const SECRET = 'benchmark-secret-that-is-long-enough-000';
const STAFF = { email: 'bench@example.com', password: 'benchmark-password-123' };
const REQUESTS = 200;

function serverEnv(dir) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
    SESSION_SECRET: SECRET,
  };
}

async function startServer(dir) {
  const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    env: serverEnv(dir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /Site and API: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return { url, stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) };
}

/** Inserts rows straight into the migrated SQLite file, one transaction per 1,000. */
function seed(file, count) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file);
    const now = Date.now();
    db.serialize(() => {
      const insert = db.prepare(
        'INSERT INTO contact_submissions (nombre, email, telefono, tipo_caso, mensaje, consent, processed, created_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)',
      );
      db.run('BEGIN');
      for (let i = 0; i < count; i += 1) {
        const created = new Date(now - i * 60_000).toISOString().replace('T', ' ').replace('Z', '');
        insert.run(
          `Cliente ${i}`,
          `c${i}@example.com`,
          '+57 300 000 0000',
          'familia',
          `Consulta ${i} sobre un caso.`,
          i % 4 === 0 ? 1 : 0,
          created,
        );
        if (i % 1000 === 999) db.run('COMMIT').run('BEGIN');
      }
      db.run('COMMIT');
      insert.finalize();
    });
    db.close((err) => (err ? reject(err) : resolve()));
  });
}

async function login(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(STAFF),
    redirect: 'manual',
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Median and 95th percentile of REQUESTS sequential calls, after 20 warm-up calls. */
async function time(url, path, cookie) {
  const call = async () => {
    const response = await fetch(url + path, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 20; i += 1) await call();
  const samples = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = process.hrtime.bigint();
    await call();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length / 2)], p95: samples[Math.floor(samples.length * 0.95)] };
}

const CALLS = [
  ['list, first page (limit 50)', '/api/contacts?limit=50&offset=0'],
  ['list, last page (offset n-50)', null],
  ['counters (/api/contacts/stats)', '/api/contacts/stats'],
];

async function measure(rows) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  try {
    let server = await startServer(dir); // runs the migrations
    await server.stop();
    await seed(join(dir, 'app.sqlite'), rows);
    const added = spawnSync(
      process.execPath,
      [join(root, 'backend', 'dist', 'bin', 'staff.js'), 'add', STAFF.email],
      {
        env: { ...serverEnv(dir), STAFF_PASSWORD: STAFF.password },
      },
    );
    if (added.status !== 0) throw new Error(String(added.stderr));
    server = await startServer(dir);
    const cookie = await login(server.url);
    const results = {};
    for (const [name, path] of CALLS) {
      results[name] = await time(
        server.url,
        path ?? `/api/contacts?limit=50&offset=${Math.max(rows - 50, 0)}`,
        cookie,
      );
    }
    await server.stop();
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const small = await measure(10);
const large = await measure(10_000);
const fmt = (ms) => ms.toFixed(2);
const lines = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (scripts/bench.mjs): the built server on SQLite, staff API calls made one after',
  `another from Node on loopback (${REQUESTS} timed calls after 20 warm-up calls each), with 10 and with 10,000`,
  'submissions, in one run on the same machine. Compare the ratios; absolute times depend on the machine.',
  '',
  `Run: ${new Date().toISOString()}, Node ${process.version}, ${process.platform}/${process.arch}.`,
  '',
  '| call | 10 rows p50 (ms) | 10,000 rows p50 (ms) | ratio p50 | 10 rows p95 (ms) | 10,000 rows p95 (ms) | ratio p95 |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...CALLS.map(([name]) => {
    const a = small[name];
    const b = large[name];
    return `| ${name} | ${fmt(a.p50)} | ${fmt(b.p50)} | ${(b.p50 / a.p50).toFixed(2)}× | ${fmt(a.p95)} | ${fmt(b.p95)} | ${(b.p95 / a.p95).toFixed(2)}× |`;
  }),
  '',
];
writeFileSync(join(root, 'BENCHMARKS.md'), lines.join('\n'));
console.log(lines.join('\n'));
