import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import sqlite3 from 'sqlite3';
import request from 'supertest';
import { contactRequest, STAFF } from './factories';
import { postContact, queryDatabase, ServerProcess } from './server-process';

/** The built command, as `npm run backup` and `docker exec … node backend/dist/bin/backup.js` run it. */
const BACKUP = resolve(__dirname, '..', 'dist', 'bin', 'backup.js');
const CONCURRENCY = 8;
const ENV = {
  CONTACT_RATE_LIMIT_PER_MINUTE: '0',
  CONTACT_RATE_LIMIT_PER_DAY: '0',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
};
const NAME = /^app-\d{8}-\d{6}Z(-\d+)?\.sqlite$/;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the backup command without blocking the event loop, so the load keeps going meanwhile. */
function runBackup(databaseUrl: string, args: string[] = []): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BACKUP, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/** Reads a file opened read-only, with no app code in between. */
function readFile<T>(path: string, sql: string): Promise<T[]> {
  return new Promise((done, fail) => {
    const db = new sqlite3.Database(path, sqlite3.OPEN_READONLY, (openError) => {
      if (openError) return fail(openError);
      db.all(sql, (error: Error | null, rows: T[]) => db.close(() => (error ? fail(error) : done(rows))));
    });
  });
}

interface Acknowledged {
  body: Record<string, unknown>;
  id: number;
  createdAt: string;
  /** When the 201 arrived. */
  at: number;
}

/** CONCURRENCY loops POSTing /api/contact until stop(); every body sent and every 201 is recorded. */
function writeLoad(url: string, problems: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const attempted = new Map<string, Record<string, unknown>>();
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const body = contactRequest();
      attempted.set(body.email as string, body);
      try {
        const answer = await postContact(url, body, agent);
        if (answer.status !== 201) problems.push(`answered ${answer.status} ${answer.body}`);
        else {
          const { id, createdAt } = JSON.parse(answer.body) as { id: number; createdAt: string };
          acknowledged.push({ body, id, createdAt, at: Date.now() });
        }
      } catch (err) {
        problems.push(err instanceof Error ? err.message : String(err));
      }
    }
  };
  const loops = Array.from({ length: CONCURRENCY }, loop);
  return {
    attempted,
    acknowledged,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

type Row = Record<string, unknown> & { id: number; email: string };

/** A submission as stored: the body sent, consent as 1, not processed; id and time as the 201 said. */
function storedAs(body: Record<string, unknown>, ack?: Acknowledged): Record<string, unknown> {
  const row: Record<string, unknown> = { ...body, consent: 1, processed: 0 };
  // TypeORM stores UTC as "YYYY-MM-DD HH:MM:SS.SSS".
  if (ack) Object.assign(row, { id: ack.id, created_at: ack.createdAt.replace('T', ' ').replace('Z', '') });
  return row;
}

function differences(row: Record<string, unknown>, expected: Record<string, unknown>): string[] {
  return Object.entries(expected)
    .filter(([field, value]) => row[field] !== value)
    .map(
      ([field, value]) =>
        `id ${String(row.id)} ${field} is ${JSON.stringify(row[field])}, not ${JSON.stringify(value)}`,
    );
}

describe('npm run backup', () => {
  let dir: string;
  let server: ServerProcess;
  const database = () => join(dir, 'app.sqlite');
  const sqliteUrl = () => `sqlite:${database()}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'abogados-backup-'));
    server = await ServerProcess.start(dir, ENV);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every acknowledged submission while writes go on, and the server runs again on the copy', async () => {
    const problems: string[] = [];
    const load = writeLoad(server.url, problems);
    // Enough history before the copy that a missing stretch of it would show, however busy the machine.
    const until = Date.now() + 20_000;
    while (load.acknowledged.length < 200 && Date.now() < until) await delay(20);
    const out = join(dir, 'out');
    const startedAt = Date.now();
    const backup = await runBackup(sqliteUrl(), ['--out', out + '/']);
    const finishedAt = Date.now();
    await delay(200);
    await load.stop();

    expect(backup).toEqual({
      status: 0,
      stdout: expect.stringContaining('Backup written: ') as string,
      stderr: '',
    });
    const path = /^Backup written: (.+)$/m.exec(backup.stdout)![1];
    // Only the finished backup is in the folder: no temporary file, no -wal or -journal beside it.
    expect(readdirSync(out)).toEqual([basename(path)]);
    expect(basename(path)).toMatch(NAME);
    expect(await readFile(path, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const rows = await readFile<Row>(
      path,
      `SELECT id, nombre, email, telefono, tipo_caso, mensaje, consent, processed, created_at
       FROM contact_submissions ORDER BY id`,
    );

    const { attempted, acknowledged } = load;
    const before = acknowledged.filter((a) => a.at < startedAt);
    const during = acknowledged.filter((a) => a.at >= startedAt && a.at <= finishedAt);
    // So it cannot pass without a load, or with the load held up while the copy is made.
    if (before.length < 100) problems.push(`only ${before.length} acknowledged before the backup`);
    if (during.length === 0) problems.push('nothing was acknowledged while the backup ran');
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const ack of before) {
      const row = byId.get(ack.id);
      if (row) problems.push(...differences(row, storedAs(ack.body, ack)));
      else problems.push(`id ${ack.id}, acknowledged before the backup began, is not in it`);
    }
    // Rows acknowledged later may or may not be there; whatever is there was sent, exactly so.
    const ackByEmail = new Map(acknowledged.map((a) => [a.body.email as string, a]));
    for (const row of rows) {
      const body = attempted.get(row.email);
      if (body) problems.push(...differences(row, storedAs(body, ackByEmail.get(row.email))));
      else problems.push(`id ${row.id} (${row.email}) was never sent`);
    }
    // One snapshot of an append-only table is a prefix of its history: ids 1..N with no gap.
    const ids = rows.map((row) => row.id);
    if (ids.some((id, index) => id !== index + 1)) problems.push(`ids are not 1..${ids.length}`);
    const context =
      `acknowledged ${before.length} before the backup, ${during.length} while it ran, ` +
      `${acknowledged.length} in all; ${rows.length} rows in the backup`;
    expect(problems.length > 0 ? [context, ...problems.slice(0, 20)] : []).toEqual([]);
    expect(backup.stdout).toContain(`contact_submissions: ${rows.length} rows`);
    expect(backup.stdout).toContain('staff_users: 1 rows');
    expect(backup.stdout).toContain('integrity_check: ok');

    // Restore as the README says: stop, copy over the live file, drop its -wal and -shm, start.
    server.kill('SIGTERM');
    expect(await server.exited()).toEqual({ code: 0, signal: null });
    copyFileSync(path, database());
    rmSync(`${database()}-wal`, { force: true });
    rmSync(`${database()}-shm`, { force: true });
    server = await server.restart();

    const lastId = ids[ids.length - 1];
    expect(
      await queryDatabase(dir, 'SELECT COUNT(*) AS n, MAX(id) AS last FROM contact_submissions'),
    ).toEqual([{ n: rows.length, last: lastId }]);
    const loggedIn = await request(server.url).post('/api/login').type('form').send(STAFF).expect(303);
    const cookie = loggedIn.headers['set-cookie']![0].split(';')[0];
    const listed = await request(server.url).get('/api/contacts?limit=1').set('Cookie', cookie).expect(200);
    expect(listed.headers['x-total-count']).toBe(String(rows.length));
    expect((listed.body as Array<{ id: number }>)[0].id).toBe(lastId);
    const fresh = await postContact(server.url, contactRequest());
    expect(fresh.status).toBe(201);
    expect((JSON.parse(fresh.body) as { id: number }).id).toBeGreaterThan(lastId);
  });

  it('gives backups taken in the same second names of their own', async () => {
    const out = join(dir, 'same-second');
    mkdirSync(out);
    // Three at once, started just after a second begins, until two of them share that second.
    let names: string[] = [];
    let succeeded = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await delay(1_000 - (Date.now() % 1_000));
      const runs = await Promise.all([1, 2, 3].map(() => runBackup(sqliteUrl(), ['--out', out])));
      expect(runs.map((run) => [run.status, run.stderr])).toEqual([
        [0, ''],
        [0, ''],
        [0, ''],
      ]);
      succeeded += runs.length;
      names = readdirSync(out).sort();
      const seconds = new Set(names.map((name) => name.slice(0, 'app-YYYYMMDD-HHMMSSZ'.length)));
      if (seconds.size < names.length) break;
    }
    // One file per run, so none replaced another, and at least one took the suffix.
    expect(names).toHaveLength(succeeded);
    expect(names.some((name) => /Z-2\.sqlite$/.test(name))).toBe(true);
    for (const name of names) {
      expect(name).toMatch(NAME);
      expect(await readFile(join(out, name), 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    }
  });

  it('exits 1 with a message, and creates nothing, when the database file does not exist', async () => {
    const missing = join(dir, 'nowhere', 'app.sqlite');
    expect(await runBackup(`sqlite:${missing}`)).toEqual({
      status: 1,
      stdout: '',
      stderr: `backup: no database at ${missing}: check DATABASE_URL (the server creates the file on start)\n`,
    });
    expect(readdirSync(dir)).not.toContain('nowhere');
  });

  it('points to pg_dump for PostgreSQL', async () => {
    const run = await runBackup('postgres://app:secret@db:5432/app');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^backup: DATABASE_URL names a PostgreSQL database: back it up with pg_dump/);
  });
});
