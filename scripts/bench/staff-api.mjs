// The staff API as submissions grow: boots the built server twice on fresh SQLite files (10 rows, then
// 10,000 rows) and times the admin panel's calls in one run. Ratios, not lone absolute times, are what to compare.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { root } from './paths.mjs';
import { startServer } from './server.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));
const sqlite3 = require('sqlite3');
const SECRET = 'benchmark-secret-that-is-long-enough-000';
const STAFF = { email: 'bench@example.com', password: 'benchmark-password-123' };
const REQUESTS = 200;

function serverEnv(dir) {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
    SESSION_SECRET: SECRET,
  };
}

/** The server's own search-column function, from its build. */
const { searchTextOf } = require(join(root, 'backend', 'dist', 'contacts', 'search-text.js'));

/**
 * Inserts rows straight into the migrated SQLite file, one transaction per 1,000, with their search text. The
 * trigger writes each row's outbox rows; they are then marked sent, as on a server whose mail works, so the
 * sender has nothing to do during the timings.
 */
function seed(file, count) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file);
    const now = Date.now();
    db.serialize(() => {
      const insert = db.prepare(
        'INSERT INTO contact_submissions (nombre, email, telefono, tipo_caso, mensaje, consent, processed, created_at, search_text) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)',
      );
      db.run('BEGIN');
      for (let i = 0; i < count; i += 1) {
        const created = new Date(now - i * 60_000).toISOString().replace('T', ' ').replace('Z', '');
        const row = {
          nombre: `Cliente ${i}`,
          email: `c${i}@example.com`,
          telefono: '+57 300 000 0000',
          mensaje: `Consulta ${i} sobre un caso.`,
        };
        const tipo = ['familia', 'penal', 'administrativo', 'english'][i % 4];
        insert.run(
          row.nombre,
          row.email,
          row.telefono,
          tipo,
          row.mensaje,
          i % 3 === 0 ? 1 : 0,
          created,
          searchTextOf(row),
        );
        if (i % 1000 === 999) db.run('COMMIT').run('BEGIN');
      }
      db.run('COMMIT');
      insert.finalize();
      db.run("UPDATE notification_outbox SET status = 'sent', attempts = 1, sent_at = created_at");
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
  ['search a name (q=cliente 7, first page)', '/api/contacts?limit=50&q=cliente%207'],
  ['search that finds nothing (q=zzz)', '/api/contacts?limit=50&q=zzz'],
  ['filter: pending, one case type', '/api/contacts?limit=50&status=pending&tipo_caso=penal'],
  ['one request in detail (/api/contacts/1)', '/api/contacts/1'],
  ['CSV export of everything', '/api/contacts/export.csv'],
];

async function measure(rows) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const forget = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  try {
    let server = await startServer(serverEnv(dir)); // runs the migrations
    await server.stop();
    await seed(join(dir, 'app.sqlite'), rows);
    const added = spawnSync(
      process.execPath,
      [join(root, 'backend', 'dist', 'bin', 'staff.js'), 'add', STAFF.email],
      { env: { PATH: process.env.PATH, ...serverEnv(dir), STAFF_PASSWORD: STAFF.password } },
    );
    if (added.status !== 0) throw new Error(String(added.stderr));
    server = await startServer(serverEnv(dir));
    try {
      const cookie = await login(server.url);
      const results = {};
      for (const [name, path] of CALLS) {
        results[name] = await time(
          server.url,
          path ?? `/api/contacts?limit=50&offset=${Math.max(rows - 50, 0)}`,
          cookie,
        );
      }
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    forget();
  }
}

/** Runs both sizes and returns the section's markdown lines. */
export async function staffApiSection() {
  const small = await measure(10);
  const large = await measure(10_000);
  const fmt = (ms) => ms.toFixed(2);
  return [
    '## Staff API: 10 vs 10,000 submissions',
    '',
    'The built server on SQLite, staff API calls made one after another from Node on loopback',
    `(${REQUESTS} timed calls after 20 warm-up calls each), with 10 and with 10,000 submissions, in one run on the`,
    'same machine. Compare the ratios; absolute times depend on the machine.',
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
  ];
}
