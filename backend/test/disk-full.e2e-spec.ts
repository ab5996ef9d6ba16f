import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bootstrap, type RunningApp } from '../src/app';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/common/all-exceptions.filter';
import { SafeLogger } from '../src/common/safe-logger';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { DISK_FULL_HEALTH_MESSAGE } from '../src/health/health.controller';
import { contactRequest } from './factories';
import { capturedLog, ENGINE, http, TestWorkspace } from './harness';
import { psql } from './postgres/cluster';

/**
 * The database on a small filesystem of its own (a tmpfs), which a file then fills up for real. On SQLite
 * the database file is there; on PostgreSQL the database is made in a tablespace there (its write-ahead log
 * stays with the cluster, as a full data disk leaves it). Mounting needs root, which CI has: anywhere else
 * the test fails and says so, rather than passing without having run.
 */
const DISK = ENGINE === 'sqlite' ? '8m' : '32m';
const SAID = 'database disk is full';

function mountTmpfs(): string {
  if (process.getuid?.() !== 0) {
    throw new Error('disk-full.e2e-spec mounts a tmpfs and must run as root (CI does); it was not run');
  }
  const dir = mkdtempSync(join(tmpdir(), 'abogados-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK}`, 'tmpfs', dir]);
  return dir;
}

/** Where the server's database goes on the small disk: its DATABASE_URL, and how to remove it. */
function databaseOn(disk: string, workspace: TestWorkspace): { url: string; remove: () => void } {
  if (ENGINE === 'sqlite') return { url: `sqlite:${join(disk, 'app.sqlite')}`, remove: () => undefined };
  // The cluster's server runs as postgres, which must own a tablespace's folder.
  execFileSync('chown', ['postgres:postgres', disk]);
  const cluster = { url: workspace.databaseUrl.slice(0, workspace.databaseUrl.lastIndexOf('/')) };
  const name = `full_${basename(disk).replace(/\W/g, '_').toLowerCase()}`;
  psql(cluster, `CREATE TABLESPACE ${name} LOCATION '${disk}'`);
  psql(cluster, `CREATE DATABASE ${name} TABLESPACE ${name}`);
  return {
    url: `${cluster.url}/${name}`,
    remove: () => {
      psql(cluster, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      psql(cluster, `DROP TABLESPACE IF EXISTS ${name}`);
    },
  };
}

/** Writes a file until the filesystem refuses another byte. */
function fill(path: string): void {
  const fd = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1 << 9, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** SQLite checks its file; PostgreSQL's pages are checked as they are read, which the rows above just did. */
async function expectIntact(dataSource: DataSource): Promise<void> {
  if (ENGINE === 'sqlite') {
    expect(await dataSource.query('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  }
}

const occurrences = (log: string, text: string) => log.split(text).length - 1;

describe(`a full disk under the database (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let disk: string;
  let database: { url: string; remove: () => void } | undefined;
  let filler: string;
  let running: RunningApp;
  const stored = new Map<number, string>();

  beforeAll(async () => {
    disk = mountTmpfs();
    filler = join(disk, 'filler');
    database = databaseOn(disk, workspace);
    await capturedLog(async () => {
      running = await bootstrap({
        config: workspace.config({ DATABASE_URL: database!.url }),
        logger: new SafeLogger({ logLevels: ['log', 'warn', 'error'], colors: false }),
      });
    });
  });
  afterAll(async () => {
    await running?.close();
    database?.remove();
    if (disk) {
      execFileSync('umount', [disk]);
      rmSync(disk, { recursive: true, force: true });
    }
    workspace.cleanup();
  });

  /** The site's own script's post (the fast path), remembering what a 201 stored. */
  async function postJson(): Promise<request.Response> {
    const body = contactRequest();
    const response = await request(http(running)).post('/api/contact').send(body);
    if (response.status === 201) stored.set((response.body as { id: number }).id, body.email as string);
    return response;
  }

  const postForm = () => {
    const { consent: _consent, ...fields } = contactRequest();
    return request(http(running))
      .post('/api/contact/form')
      .type('form')
      .send({ ...fields, consent: 'on', idioma: 'es', version_politica: '1.0', website: '', return: '/' });
  };

  /** Posts until the first refusal: the write-ahead log may still hold a few requests once the disk is full. */
  async function postUntilRefused(): Promise<request.Response> {
    for (let attempt = 0; attempt < 2000; attempt++) {
      const response = await postJson();
      if (response.status !== 201) return response;
    }
    throw new Error('2000 requests were stored on a full disk');
  }

  it('answers 503 with Retry-After, says so once, keeps every 201, and recovers once space is freed', async () => {
    const log = await capturedLog(async () => {
      for (let index = 0; index < 20; index++) expect((await postJson()).status).toBe(201);
      expect((await request(http(running)).get('/api/health')).status).toBe(200);

      fill(filler);
      const refused = await postUntilRefused();
      for (const response of [refused, await postJson(), await postJson()]) {
        expect(response.status).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.body).toEqual({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      const form = await postForm();
      expect(form.status).toBe(503);
      expect(form.headers['retry-after']).toBe('5');
      expect(form.text).toContain('No pudimos guardar tu solicitud en este momento');
      for (let poll = 0; poll < 3; poll++) {
        const health = await request(http(running)).get('/api/health');
        expect(health.status).toBe(503);
        expect(health.headers['retry-after']).toBe('5');
        expect(health.body).toEqual({ statusCode: 503, message: DISK_FULL_HEALTH_MESSAGE });
      }
    });
    expect(occurrences(log, SAID)).toBe(1);
    expect(log).not.toContain('Internal server error');
    expect(log).not.toMatch(/\b500\b/);

    // Every request answered 201 is stored as answered, and the file is whole.
    const dataSource = running.app.get(DataSource);
    const rows = await dataSource.getRepository(ContactSubmission).find();
    expect(new Map(rows.map((row) => [row.id, row.email]))).toEqual(stored);
    await expectIntact(dataSource);

    // Space freed: healthy again, and the form stores; a second full disk is said again, once.
    const again = await capturedLog(async () => {
      rmSync(filler);
      expect((await request(http(running)).get('/api/health')).status).toBe(200);
      expect((await postJson()).status).toBe(201);
      expect((await postForm()).status).toBe(303);
      fill(filler);
      expect((await postUntilRefused()).status).toBe(503);
      expect((await postJson()).status).toBe(503);
      expect((await request(http(running)).get('/api/health')).status).toBe(503);
    });
    expect(occurrences(again, SAID)).toBe(1);
    rmSync(filler);
    expect((await request(http(running)).get('/api/health')).status).toBe(200);
    const after = await dataSource.getRepository(ContactSubmission).find();
    expect(after.length).toBe(stored.size + 1);
    await expectIntact(dataSource);
  });
});
