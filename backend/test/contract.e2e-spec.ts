import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openApiYaml } from '../src/openapi';
import { TestWorkspace } from './harness';
import { ServerProcess } from './server-process';

const ROOT = resolve(__dirname, '..', '..');

/** Redocly CLI reports usage and checks npm for updates unless told not to: the tests reach no other host. */
const REDOCLY_OFFLINE = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

describe('the API contract', () => {
  const workspace = new TestWorkspace();
  afterAll(() => workspace.cleanup());

  it('openapi.yaml is what the decorators produce (run "npm run build && npm run openapi" when this fails)', async () => {
    const running = await workspace.start();
    const fresh = openApiYaml(running.document());
    await running.close();
    expect(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8')).toBe(fresh);
  });

  // npm start runs the server bundled and minified (backend/scripts/bundle.mjs): the operation ids, schema
  // names and tags come from class names, which the bundle must keep.
  it('the built server (dist/main.js, the bundle npm start runs) serves the document openapi.yaml holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-'));
    const server = await ServerProcess.start(dir);
    try {
      const served = await fetch(`${server.url}/api/docs-json`);
      expect(served.status).toBe(200);
      expect(openApiYaml(await served.json())).toBe(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8'));
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('frontend/src/lib/api/schema.d.ts is generated from openapi.yaml (run "npm run client" when this fails)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-'));
    try {
      const out = join(dir, 'schema.d.ts');
      const cli = join(ROOT, 'node_modules', '.bin', 'openapi-typescript');
      const result = spawnSync(cli, ['openapi.yaml', '-o', out], { cwd: ROOT, encoding: 'utf8' });
      expect(result.status).toBe(0);
      expect(readFileSync(join(ROOT, 'frontend', 'src', 'lib', 'api', 'schema.d.ts'), 'utf8')).toBe(
        readFileSync(out, 'utf8'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('openapi.yaml passes Redocly lint (recommended rules) without an error', () => {
    const cli = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const result = spawnSync(process.execPath, [cli, 'lint', 'openapi.yaml', '--format=stylish'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...REDOCLY_OFFLINE },
    });
    // The whole report on failure: which rule, where.
    expect(result.status === 0 ? 'no errors' : `${result.stdout}\n${result.stderr}`).toBe('no errors');
  });
});
