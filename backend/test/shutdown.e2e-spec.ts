import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { contactRequest } from './factories';
import { openContactPost, postContact, queryDatabase, ServerProcess } from './server-process';

/** Long enough for the server to have parsed the headers of a request whose body is still coming. */
const SETTLE_MS = 300;

/** Resolves if a TCP connection to the port is accepted, rejects with the socket error otherwise. */
function tryConnect(port: number): Promise<void> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      done();
    });
    socket.on('error', fail);
  });
}

describe('the server process on SIGTERM', () => {
  let dir: string;
  let server: ServerProcess;
  // Keep-alive on the client side, so the server is the one that must close the sockets.
  let agent: Agent;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'abogados-shutdown-'));
    agent = new Agent({ keepAlive: true });
    server = await ServerProcess.start(dir);
  });

  afterEach(async () => {
    agent.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses new connections, finishes the submission in flight, stores it and exits 0', async () => {
    const submission = contactRequest();
    const post = openContactPost(server.url, submission, agent, 40);
    await delay(SETTLE_MS);

    server.kill('SIGTERM');
    await server.printed('finishing 1 request(s)');
    await expect(tryConnect(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    post.finish();
    const answer = await post.answer;
    const answeredAt = Date.now();
    expect(answer.status).toBe(201);
    // Its keep-alive socket must not hold the process until the keep-alive timeout (5 s).
    expect(answer.headers.connection).toBe('close');
    const { id, createdAt } = JSON.parse(answer.body) as { id: number; createdAt: string };

    expect(await server.exited()).toEqual({ code: 0, signal: null });
    expect(Date.now() - answeredAt).toBeLessThan(3000);
    expect(server.log).toContain('Stopped');

    const rows = await queryDatabase<Record<string, unknown>>(
      dir,
      `SELECT id, nombre, email, telefono, tipo_caso, mensaje, consent, processed, created_at
       FROM contact_submissions`,
    );
    expect(rows).toEqual([
      {
        ...submission,
        id,
        consent: 1,
        processed: 0,
        // TypeORM stores UTC as "YYYY-MM-DD HH:MM:SS.SSS".
        created_at: createdAt.replace('T', ' ').replace('Z', ''),
      },
    ]);
  });

  it('does not wait for an idle keep-alive connection', async () => {
    expect((await postContact(server.url, contactRequest(), agent)).status).toBe(201);
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);

    const signalledAt = Date.now();
    server.kill('SIGTERM');
    expect(await server.exited()).toEqual({ code: 0, signal: null });
    // Well under both the keep-alive timeout (5 s) and the grace period (10 s).
    expect(Date.now() - signalledAt).toBeLessThan(3000);
  });

  it('cuts a request that never finishes after the 10 s grace period and exits 1', async () => {
    const stalled = openContactPost(server.url, contactRequest(), agent, 40);
    await delay(SETTLE_MS);

    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await expect(stalled.answer).rejects.toThrow();
    expect(await server.exited()).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(9_500);
    expect(Date.now() - signalledAt).toBeLessThan(13_000);
    expect(server.log).toContain('Grace period over: closing 1 request(s) still open');
  }, 30_000);

  it('exits at once on a second signal', async () => {
    const stalled = openContactPost(server.url, contactRequest(), agent, 40);
    stalled.answer.catch(() => undefined);
    await delay(SETTLE_MS);

    server.kill('SIGTERM');
    await server.printed('finishing 1 request(s)');
    const signalledAt = Date.now();
    server.kill('SIGINT');
    expect(await server.exited()).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(2000);
    expect(server.log).toContain('SIGINT again');
  });
});
