import { createHash, randomUUID } from 'node:crypto';
import { type Pool, type PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { bootstrap, type RunningApp } from '../src/app';
import { DATABASE_UNAVAILABLE_MESSAGE, errorAnswer } from '../src/common/all-exceptions.filter';
import { contactRequest } from './factories';
import { TestWorkspace } from './harness';
import { type Cluster, pgCtl, psql, startCluster, stopCluster } from './postgres/cluster';

/**
 * A PostgreSQL restart under load (PostgreSQL project only: see jest.config.js). The server runs on a
 * cluster of its own, so stopping it cannot disturb the specs that share the suite's cluster. Ten writers
 * post consultation requests, each with an Idempotency-Key of its own, while the cluster is stopped
 * (`pg_ctl stop -m fast`, as for a restart) and started again; the server itself is never restarted.
 */

const WRITERS = 10;

type Phase = 'before' | 'down' | 'after';

interface Attempt {
  key: string;
  body: Record<string, unknown>;
  sentIn: Phase;
  /** The HTTP status, or undefined when no answer came (a dropped connection, a timeout). */
  status?: number;
  retryAfter?: string | null;
  id?: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until `condition` holds; the test's own timeout is the limit. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await pause(20);
}

describe('a PostgreSQL restart under ten concurrent writers', () => {
  const workspace = new TestWorkspace();
  let cluster: Cluster;
  let running: RunningApp;
  let base: string;

  beforeAll(async () => {
    cluster = await startCluster();
    running = await bootstrap({
      config: workspace.config({ DATABASE_URL: `${cluster.url}/postgres`, HOST: '127.0.0.1', PORT: '0' }),
      logger: process.env.TEST_LOGS ? ['error', 'warn'] : false,
      listen: true,
    });
    base = running.url!.replace('localhost', '127.0.0.1');
  }, 90_000);
  afterAll(async () => {
    await running?.close();
    if (cluster) stopCluster(cluster);
    workspace.cleanup();
  });

  async function send(key: string, body: Record<string, unknown>, sentIn: Phase): Promise<Attempt> {
    const attempt: Attempt = { key, body, sentIn };
    try {
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      attempt.status = response.status;
      attempt.retryAfter = response.headers.get('retry-after');
      const answer = (await response.json()) as { id?: number };
      if (response.status === 201) attempt.id = answer.id;
    } catch {
      // No answer: as ambiguous as a 503, and retried the same way below.
    }
    return attempt;
  }

  const status = (path: string) =>
    fetch(`${base}${path}`).then(async (response) => {
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    });

  /** Ends the client's backend as a restart does ("terminating connection due to administrator command"). */
  async function endBackend(client: PoolClient): Promise<void> {
    const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    const ended = new Promise((done) => client.once('end', done));
    expect(psql(cluster, `SELECT pg_terminate_backend(${pid})`).trim()).toBe('t');
    await ended;
  }

  it('keeps running when PostgreSQL ends a pooled connection no query runs on', async () => {
    // Taken from the server's own pool, as a query runner holds one between two queries: the pool's
    // listener is off it, and no query runner's is on it.
    // TypeORM's PostgreSQL driver keeps its pg pool as `master`.
    const pool = (running.app.get(DataSource).driver as unknown as { master: Pool }).master;
    const client = await pool.connect();
    await endBackend(client);
    client.release(true);
    // Still up, and its pool reaches the database (the health check queries it; nothing is stored here,
    // so the restart below counts its rows alone).
    expect(await status('/api/health')).toEqual({ status: 200, retryAfter: null });
  });

  it('answers 503 when PostgreSQL ends a connection between two statements of a transaction', async () => {
    // As the consultation writer's transaction is between its INSERTs when a fast shutdown ends the idle
    // connections: TypeORM's runner releases itself on the connection's error, so the next statement fails
    // as "already released" without reaching PostgreSQL.
    const runner = running.app.get(DataSource).createQueryRunner();
    try {
      await runner.query('BEGIN');
      await endBackend((runner as unknown as { databaseConnection: PoolClient }).databaseConnection);
      const failure: unknown = await runner.query('SELECT 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(errorAnswer(failure)).toEqual({
        body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE },
        retryAfter: '5',
      });
    } finally {
      await runner.release();
    }
  });

  it('answers 201 or 503 with Retry-After, loses and doubles nothing, and recovers by itself', async () => {
    let phase: Phase = 'before';
    let stopping = false;
    const attempts: Attempt[] = [];
    const writer = async () => {
      while (!stopping) attempts.push(await send(randomUUID(), contactRequest(), phase));
    };
    const writers = Array.from({ length: WRITERS }, writer);
    const count = (sentIn: Phase, answered: (attempt: Attempt) => boolean) =>
      attempts.filter((attempt) => attempt.sentIn === sentIn && answered(attempt)).length;

    await until(() => count('before', (attempt) => attempt.status === 201) >= 100);
    await pgCtl(cluster, 'stop');
    phase = 'down';
    const duringOutage = [];
    // Pages never touch the database; the health check says the database is gone.
    while (count('down', (attempt) => attempt.status === 503) < 50) {
      duringOutage.push(await status('/'), await status('/api/health'));
    }
    await pgCtl(cluster, 'start');
    phase = 'after';
    await until(() => count('after', (attempt) => attempt.status === 201) >= 2 * WRITERS);
    stopping = true;
    await Promise.all(writers);

    expect(duringOutage.filter((_answer, index) => index % 2 === 0)).toEqual(
      duringOutage.filter((_answer, index) => index % 2 === 0).map(() => ({ status: 200, retryAfter: null })),
    );
    expect(duringOutage.filter((_answer, index) => index % 2 === 1)).toEqual(
      duringOutage.filter((_answer, index) => index % 2 === 1).map(() => ({ status: 503, retryAfter: '5' })),
    );
    expect((await status('/api/health')).status).toBe(200);

    // Every answer is a 201 or a 503 that says when to try again: never a 500.
    const answered = attempts.filter((attempt) => attempt.status !== undefined);
    const statuses = new Map<string, number>();
    for (const { status: code, retryAfter } of answered) {
      const label = code === 503 ? `503 Retry-After ${retryAfter}` : String(code);
      statuses.set(label, (statuses.get(label) ?? 0) + 1);
    }
    expect([...statuses.keys()].sort()).toEqual(['201', '503 Retry-After 5']);

    // The visitor presses the button again for every request that got no 201, with the same key, until
    // it is stored; and once more for every request that did get one (a second click).
    const unanswered = attempts.filter((attempt) => attempt.status !== 201);
    expect(unanswered.length).toBeGreaterThan(0);
    const retries: Attempt[] = [];
    const queue = [...attempts];
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          let retry = await send(next.key, next.body, 'after');
          while (retry.status !== 201) {
            expect([503, undefined]).toContain(retry.status);
            retry = await send(next.key, next.body, 'after');
          }
          retries.push(retry);
        }
      }),
    );

    // One row per key, with the id every 201 for that key gave.
    const rows = psql(cluster, 'SELECT idempotency_key, id FROM contact_submissions')
      .trim()
      .split('\n')
      .map((line) => line.split('|'));
    const idOfKey = new Map(rows.map(([hash, id]) => [hash, Number(id)]));
    expect(rows).toHaveLength(idOfKey.size);
    const keys = new Set(attempts.map((attempt) => attempt.key));
    expect(rows).toHaveLength(keys.size);
    const wrong = [...attempts, ...retries].filter(
      (attempt) => attempt.status === 201 && idOfKey.get(sha256(attempt.key)) !== attempt.id,
    );
    expect(wrong).toEqual([]);
  });
});
