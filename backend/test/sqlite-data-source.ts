import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { applyPragmas } from '../src/database/pragmas';

/**
 * For unit specs that need the real database and nothing else: a migrated SQLite file in a temp folder,
 * opened in beforeAll and removed in afterAll. Call the returned function inside tests.
 */
export function useSqliteDataSource(prefix: string): () => DataSource {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let dataSource: DataSource;
  beforeAll(async () => {
    const config = loadConfig({
      DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
      SESSION_SECRET: 'x'.repeat(32),
    });
    dataSource = await new DataSource(dataSourceOptions(config)).initialize();
    await applyPragmas(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => dataSource;
}
