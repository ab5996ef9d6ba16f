import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions, SQLITE_BUSY_TIMEOUT_MS } from './data-source-options';
import { MIGRATIONS } from './migrations';
import { applyPragmas } from './pragmas';

describe('migrations on SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
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
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('cover every entity: the schema they build needs no further change', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('index createdAt and processed', async () => {
    const indexes = (await dataSource.query(`PRAGMA index_list('contact_submissions')`)) as Array<{
      name: string;
    }>;
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(['IDX_contact_submissions_created_at', 'IDX_contact_submissions_processed']),
    );
  });

  it('run in WAL mode with busy_timeout, foreign keys and full sync', async () => {
    const pragma = async (name: string) => Object.values((await dataSource.query(`PRAGMA ${name}`))[0])[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('busy_timeout')).toBe(SQLITE_BUSY_TIMEOUT_MS);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('synchronous')).toBe(2);
  });

  it('can be reverted and applied again', async () => {
    for (let i = 0; i < MIGRATIONS.length; i += 1) await dataSource.undoLastMigration();
    expect(
      await dataSource.query(`SELECT name FROM sqlite_master WHERE name = 'contact_submissions'`),
    ).toEqual([]);
    await dataSource.runMigrations();
    expect(await dataSource.showMigrations()).toBe(false);
  });
});
