import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const BACKEND = resolve(__dirname, '..');
/** What `npm start` runs: the launcher, which starts dist/main.js with start.json's flags and environment. */
const START = resolve(BACKEND, 'start.mjs');

/** The launcher's run with `env`, to its exit: what it wrote to stderr. */
function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [START], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stderr }));
  });
}

/** The 1-based line of `text` in a source file. */
function lineOf(file: string, text: string): number {
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`${text} is not in ${file}`);
  return index + 1;
}

describe('the built server is readable in production', () => {
  it('starts with source maps on, from the one start file', () => {
    const start = JSON.parse(readFileSync(resolve(BACKEND, 'start.json'), 'utf8')) as { nodeFlags: string[] };
    expect(start.nodeFlags).toContain('--enable-source-maps');
    for (const manifest of ['../package.json', 'package.json']) {
      const { scripts } = JSON.parse(readFileSync(resolve(BACKEND, manifest), 'utf8')) as {
        scripts: Record<string, string>;
      };
      expect(scripts.start).toMatch(/^node (backend\/)?start\.mjs$/);
    }
  });

  it("names the .ts file and line of each of the bundle's frames in a thrown error's stack", async () => {
    // An invalid PORT: the server's start-up fails and says so with console.error, which the fixture makes throw.
    const { code, stderr } = await run({
      NODE_ENV: 'production',
      PORT: '99999',
      NODE_OPTIONS: `--require ${resolve(__dirname, 'source-maps-fixture.cjs')}`,
    });
    expect(code).not.toBe(0);
    expect(stderr).toContain('thrown in the built server');
    const server = resolve(BACKEND, 'src', 'server.ts');
    expect(stderr).toContain(`${server}:${lineOf(server, 'console.error(err.message)')}:`);
    // Not a position in the minified bundle.
    expect(stderr).not.toMatch(/main\.bundle\.js:\d+/);
  });
});
