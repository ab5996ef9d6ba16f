import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UNTRUSTED_PROXY_WARNING } from '../src/common/request-log';
import { ServerProcess } from './server-process';

/** The built server, as `npm start` runs it (`npm test` rebuilds it first). */
const MAIN = resolve(__dirname, '..', 'dist', 'main.js');
const STRONG_SECRET = randomBytes(32).toString('base64url');
const HINT = `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node backend/dist/main.js` with `env`, expected to stop by itself (killed, code null, after 20 s). */
function runMain(env: Record<string, string>): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, NO_COLOR: '1', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

/** A stack trace's frames, as Node prints them. */
const STACK_FRAME = /^\s+at /m;

describe('starting the server process', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'abogados-startup-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const production = (env: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
    SESSION_SECRET: STRONG_SECRET,
    PUBLIC_URL: 'https://abogados.example.co',
    ...env,
  });

  it.each([
    ['a secret of one character', 'x'.repeat(40), /SESSION_SECRET: too weak for production \(it has fewer/],
    [
      'a placeholder',
      'changeme-before-going-live-4f8a2b9c7d',
      /SESSION_SECRET: too weak for production \(it contains/,
    ],
    ['no secret', '', /SESSION_SECRET: required when NODE_ENV=production/],
  ])(
    'refuses production with %s: exit 1, the reason and how to make one, no stack',
    async (_kind, secret, reason) => {
      const run = await runMain(production({ SESSION_SECRET: secret }));
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^Invalid configuration:\n/);
      expect(run.stderr).toMatch(reason);
      expect(run.stderr).toContain(HINT);
      expect(run.stderr).not.toMatch(STACK_FRAME);
      if (secret) expect(run.stderr).not.toContain(secret);
      expect(run.stdout).toBe('');
    },
  );

  it.each([
    ['a folder that cannot be made', () => '/proc/forbidden/app.sqlite', /cannot be created \(ENOENT/],
    [
      'a folder where the file should be',
      (d: string) => (mkdirSync(join(d, 'db')), join(d, 'db')),
      /is not a file/,
    ],
  ])(
    'stops at once, with one line naming the file, when the database is %s',
    async (_kind, makePath, reason) => {
      const path = makePath(dir);
      const run = await runMain(production({ DATABASE_URL: `sqlite:${path}` }));
      expect(run.code).toBe(1);
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(`Cannot open the database: DATABASE_URL points to ${path}, which `);
      expect(lines[0]).toMatch(reason);
      expect(run.stderr).not.toMatch(STACK_FRAME);
    },
  );

  it('starts in production with an http PUBLIC_URL, and warns: JSON lines, the proxy warning once', async () => {
    const server = await ServerProcess.start(dir, production({ PUBLIC_URL: 'http://abogados.example.co' }));
    try {
      for (let i = 0; i < 3; i++) {
        expect(await get(`${server.url}/api/health`, { 'X-Forwarded-For': '198.51.100.4' })).toBe(200);
      }
      await server.printed('"path":"/api/health"');
      server.kill('SIGTERM');
      expect(await server.exited()).toEqual({ code: 0, signal: null });
      const lines = server.log
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: string; msg: string; context?: string });
      expect(lines.filter((line) => line.level === 'warn')).toEqual([
        expect.objectContaining({ context: 'Startup', msg: expect.stringMatching(/^SMTP_URL is not set/) }),
        expect.objectContaining({
          context: 'Startup',
          msg: expect.stringMatching(/^PUBLIC_URL \(http:\/\/abogados\.example\.co\) is not https/),
        }),
        expect.objectContaining({ context: 'Proxy', msg: UNTRUSTED_PROXY_WARNING }),
      ]);
      expect(lines.filter((line) => line.msg === 'request')).toHaveLength(3);
      expect(server.log).not.toContain('198.51.100.4');
    } finally {
      await server.stop();
    }
  });

  it('starts in production with an https PUBLIC_URL and a mail server without a warning', async () => {
    const server = await ServerProcess.start(
      dir,
      production({
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_TO: 'equipo@example.co',
        NOTIFY_FROM: 'Web <avisos@example.co>',
      }),
    );
    try {
      server.kill('SIGTERM');
      await server.exited();
      expect(server.log).not.toContain('"level":"warn"');
      expect(server.log).toContain('"msg":"Site and API: ');
      // The runtime it runs on, which is the one the tests run on: Node.js 24, past no end of life.
      expect(server.log).toContain(`"msg":"Node.js ${process.version}","context":"Startup"`);
      expect(process.version).toMatch(/^v24\./);
    } finally {
      await server.stop();
    }
  });
});
