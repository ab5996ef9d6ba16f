import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { installGracefulShutdown, SHUTDOWN_GRACE_MS } from '../src/shutdown';
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
    // The grace period the server gives it (its end is tested below, on a fake clock).
    await server.printed(`finishing 1 request(s) (up to ${SHUTDOWN_GRACE_MS / 1000} s)`);
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

  it('exits at once on a second signal', async () => {
    const stalled = openContactPost(server.url, contactRequest(), agent, 40);
    stalled.answer.catch(() => undefined);
    await delay(SETTLE_MS);

    server.kill('SIGTERM');
    await server.printed('finishing 1 request(s)');
    server.kill('SIGINT');
    expect(await server.exited()).toEqual({ code: 1, signal: null });
    expect(server.log).toContain('SIGINT again');
    // At once: neither at the end of the grace period nor after a drain (the request never finishes).
    expect(server.log).not.toContain('Grace period over');
    expect(server.log).not.toContain('Stopped');
  });
});

/**
 * The end of the grace period, on jest's clock instead of ten real seconds: installGracefulShutdown as the
 * server process installs it (its default grace), on an HTTP server in this process whose handler never
 * answers, with the signals and exit() of a stand-in for the process. What needs the real process (the
 * signal, refused connections, the drained request, exit codes) is tested above.
 */
describe('the grace period after SIGTERM (in this process, on a fake clock)', () => {
  let server: Server;
  let agent: Agent;
  let url: string;
  /** The request the handler holds, once it arrives. */
  let arrived: Promise<void>;
  let output: string[];
  const log = () => output.join('');

  beforeEach(async () => {
    let arrive = () => {};
    arrived = new Promise((done) => (arrive = done));
    // Reads the headers and never answers, as a request whose work never ends.
    server = createServer(() => arrive());
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    agent = new Agent({ keepAlive: true });
    // What the shutdown logs (Nest's logger writes to stdout and stderr), kept from the test's output.
    output = [];
    for (const stream of [process.stdout, process.stderr]) {
      jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
        return true;
      });
    }
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });

  afterEach(async () => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    agent.destroy();
    server.closeAllConnections();
    if (server.listening) await new Promise((done) => server.close(done));
  });

  /** A stand-in for the process: its signals are emitted by the test, and exit() only records the code. */
  function install(close: () => Promise<void>) {
    const signals = new EventEmitter();
    const exits: number[] = [];
    let exited = (_code: number) => {};
    const exit = new Promise<number>((done) => (exited = done));
    installGracefulShutdown(server, close, undefined, {
      on: (signal, listener) => signals.on(signal, listener),
      exit: (code) => {
        exits.push(code);
        exited(code);
      },
    });
    return { signal: (name: NodeJS.Signals) => signals.emit(name, name), exits, exit };
  }

  it('cuts a request that never finishes after the 10 s grace period and exits 1', async () => {
    const close = jest.fn(() => Promise.resolve());
    const host = install(close);
    const stalled = openContactPost(url, contactRequest(), agent, 40);
    let cut = false;
    stalled.answer.catch(() => (cut = true));
    await arrived;

    host.signal('SIGTERM');
    expect(log()).toContain('finishing 1 request(s) (up to 10 s)');
    await jest.advanceTimersByTimeAsync(SHUTDOWN_GRACE_MS - 1);
    // A moment before the end: the request is still open (its connection not cut), nothing closed, no exit.
    expect(log()).not.toContain('Grace period over');
    expect(cut).toBe(false);
    expect(close).not.toHaveBeenCalled();
    expect(host.exits).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    expect(log()).toContain('Grace period over: closing 1 request(s) still open');
    await expect(stalled.answer).rejects.toThrow();
    expect(await host.exit).toBe(1);
    // The app was still closed (its hooks, the database), once, and the process exits once, with 1.
    expect(close).toHaveBeenCalledTimes(1);
    expect(host.exits).toEqual([1]);
  });

  it('exits 1 two seconds after the grace period when closing the app never ends', async () => {
    const host = install(() => new Promise<void>(() => {}));
    const stalled = openContactPost(url, contactRequest(), agent, 40);
    stalled.answer.catch(() => undefined);
    await arrived;

    host.signal('SIGTERM');
    await jest.advanceTimersByTimeAsync(SHUTDOWN_GRACE_MS);
    await expect(stalled.answer).rejects.toThrow();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(host.exits).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(await host.exit).toBe(1);
    expect(host.exits).toEqual([1]);
  });
});
