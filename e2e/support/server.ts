import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

const MAIN = resolve(__dirname, '..', '..', 'backend', 'dist', 'main.js');
export const SERVER_SECRET = 'browser-test-secret-that-is-long-enough';
/**
 * The specs sign in again and again: scrypt at N=2^10 instead of production's 2^17 (the backend's tests check
 * the production cost and the concurrent checks it makes slow).
 */
export const TEST_HASH_COST = '10';

/** A temp dir for a test server's database, and the environment it runs with there (plus `env`). */
export function serverEnvironment(env: Record<string, string>): {
  dir: string;
  env: Record<string, string | undefined>;
} {
  const dir = mkdtempSync(join(tmpdir(), 'abogados-browser-'));
  return {
    dir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
      SESSION_SECRET: SERVER_SECRET,
      PASSWORD_HASH_COST: TEST_HASH_COST,
      // The suites submit the form many times from one address; the rate-limit test sets its own limit. The
      // emails those requests send to visitors are not capped per client either (the backend's tests cover it).
      CONTACT_RATE_LIMIT_PER_MINUTE: '0',
      CONTACT_RATE_LIMIT_PER_DAY: '0',
      VISITOR_EMAILS_PER_HOUR: '0',
      VISITOR_EMAILS_PER_DAY: '0',
      ...env,
    },
  };
}

/** Starts the built server (`node backend/dist/main.js`, as `npm start` does) on a free loopback port and a temp database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const { dir, env: environment } = serverEnvironment(env);
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site and API: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
