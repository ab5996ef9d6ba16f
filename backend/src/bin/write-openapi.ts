import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bootstrap } from '../app';
import { loadConfig } from '../config/app-config';
import { openApiYaml } from '../openapi';

/** Boots the app without listening, on a throw-away database, and writes the contract from its decorators. */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? join(__dirname, '..', '..', '..', 'openapi.yaml'));
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: `sqlite:${join(dir, 'openapi.sqlite')}`,
      SESSION_SECRET: 'x'.repeat(32),
    });
    const running = await bootstrap({ config, logger: false });
    writeFileSync(target, openApiYaml(running.document()));
    await running.close();
    console.log(`Wrote ${target}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
