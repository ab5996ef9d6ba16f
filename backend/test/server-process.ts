import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import sqlite3 from 'sqlite3';
import { TEST_HASH_COST } from './factories';

/** The built server, as `npm start` runs it: these specs test the process, signals and all. */
const MAIN = resolve(__dirname, '..', 'dist', 'main.js');
const SECRET = 'server-process-test-secret-that-is-long-enough';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `node backend/dist/main.js` on 127.0.0.1 with its SQLite file in `dir`. */
export class ServerProcess {
  /** Set once it listens. */
  url = '';
  port = 0;
  private output = '';
  private readonly exit: Promise<Exit>;

  private constructor(
    private readonly child: ChildProcess,
    readonly dir: string,
    private readonly env: Record<string, string>,
  ) {
    this.exit = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    const collect = (chunk: Buffer) => (this.output += chunk.toString());
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
  }

  /** Starts the server and resolves once it prints its address; port 0 picks a free one. */
  static async start(dir: string, env: Record<string, string> = {}, port = 0): Promise<ServerProcess> {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        NO_COLOR: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
        SESSION_SECRET: SECRET,
        // A cheap hash for the tests' sign-ins, but production refuses less than its own cost.
        ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: TEST_HASH_COST }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, dir, env);
    server.url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`server did not start:\n${server.output}`)), 30_000);
      const check = () => {
        const match = /Site and API: (http:\/\/\S+)/.exec(server.output);
        if (match) {
          clearTimeout(timer);
          child.stdout!.off('data', check);
          done(match[1]);
        }
      };
      child.stdout!.on('data', check);
      void server.exit.then(({ code, signal }) => {
        clearTimeout(timer);
        fail(new Error(`server exited (${code ?? signal}) before listening:\n${server.output}`));
      });
    });
    server.port = Number(new URL(server.url).port);
    return server;
  }

  /** Everything the process wrote to stdout and stderr so far. */
  get log(): string {
    return this.output;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Resolves with how the process ended; rejects if it is still running after `timeoutMs`. */
  exited(timeoutMs = 20_000): Promise<Exit> {
    return new Promise((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`still running after ${timeoutMs} ms:\n${this.log}`)),
        timeoutMs,
      );
      void this.exit.then((exit) => {
        clearTimeout(timer);
        done(exit);
      });
    });
  }

  /** Resolves once the process has written `text` (a shutdown log line, say). */
  async printed(text: string, timeoutMs = 5_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!this.output.includes(text)) {
      if (Date.now() > until) throw new Error(`never printed "${text}":\n${this.output}`);
      await new Promise((done) => setTimeout(done, 10));
    }
  }

  /** A fresh process on the same database and port (the previous one must have exited). */
  restart(): Promise<ServerProcess> {
    return ServerProcess.start(this.dir, this.env, this.port);
  }

  /** For afterEach/afterAll: whatever state it is in, it is gone afterwards. */
  async stop(): Promise<void> {
    if (this.running) this.kill('SIGKILL');
    await this.exit;
  }
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface OpenPost {
  answer: Promise<Answer>;
  /** Sends the rest of the body. */
  finish(): void;
}

/**
 * POST /api/contact as JSON with its Content-Length, sending only the first `firstBytes` of the body
 * until finish(). The answer rejects when the connection fails or is cut before the whole answer.
 */
export function openContactPost(url: string, body: unknown, agent?: Agent, firstBytes = Infinity): OpenPost {
  const payload = Buffer.from(JSON.stringify(body));
  let finish = () => {};
  const answer = new Promise<Answer>((done, fail) => {
    const req = httpRequest(
      `${url}/api/contact`,
      {
        method: 'POST',
        agent: agent ?? false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          res.complete
            ? done({ status: res.statusCode ?? 0, headers: res.headers, body: text })
            : fail(new Error('answer cut off')),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.write(payload.subarray(0, firstBytes));
    finish = () => req.end(payload.subarray(firstBytes));
  });
  return { answer, finish: () => finish() };
}

export function postContact(url: string, body: unknown, agent?: Agent): Promise<Answer> {
  const post = openContactPost(url, body, agent);
  post.finish();
  return post.answer;
}

/** Runs `sql` on the server's SQLite file, opened read-only straight from disk (no app code involved). */
export function queryDatabase<T>(dir: string, sql: string): Promise<T[]> {
  return new Promise((done, fail) => {
    const db = new sqlite3.Database(join(dir, 'app.sqlite'), sqlite3.OPEN_READONLY, (openError) => {
      if (openError) return fail(openError);
      db.all(sql, (error: Error | null, rows: T[]) => {
        db.close(() => (error ? fail(error) : done(rows)));
      });
    });
  });
}
