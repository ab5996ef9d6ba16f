// Starts the built server as `npm start` does (its memory settings and Node.js flags included, read from
// backend/start.json by production-command.mjs) as a child process and learns its address from the line it prints, like e2e/support/server.ts does for the browser tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { productionCommand } from './production-command.mjs';

/** A loopback port that was free a moment ago, for servers that must know their own URL before they start. */
/** The environment of the production build as `npm start` serves it, on a fresh SQLite file in `dir`. */
export function productionEnv(dir, port) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the server as `npm start` does with exactly `env` (plus PATH and backend/start.json's) and resolves once it listens. */
export async function startServer(env) {
  const start = productionCommand();
  const child = spawn(process.execPath, [...start.nodeFlags, start.script], {
    env: { PATH: process.env.PATH, ...start.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forget = onCleanup(() => child.exitCode === null && child.kill('SIGKILL'));
  let output = '';
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in 30 s:\n${output}`)), 30_000);
      const onData = (chunk) => {
        output += chunk;
        const match = /Site and API: (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited ${code}:\n${output}`));
      });
    });
    return {
      url,
      pid: child.pid,
      stop: async () => {
        if (child.exitCode === null) {
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        }
        forget();
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    forget();
    throw error;
  }
}
