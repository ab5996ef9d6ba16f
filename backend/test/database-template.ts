import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { psql } from './postgres/cluster';

/**
 * A database every migration has already run on, made once per jest run by the projects' global set-up
 * (test/global-setup.ts, test/postgres/global-setup.ts), which each test workspace then starts from: a file
 * copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. Every server a test starts still runs the
 * migrations at start-up, as in production, and finds none left to apply; the tests of the migrations
 * themselves (schema, and the specs that undo one to store rows from before it) undo and apply them on
 * their workspace's copy. A workspace asked to be empty (`new TestWorkspace({ empty: true })`) gets no copy.
 */
export const TEMPLATE_ENV = { sqlite: 'TEST_SQLITE_TEMPLATE', postgres: 'TEST_POSTGRES_TEMPLATE' } as const;

/** The PostgreSQL template's name on the test cluster. */
const POSTGRES_TEMPLATE = 'ws_template';

async function migrate(databaseUrl: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl });
  const dataSource = await new DataSource({ ...dataSourceOptions(config), migrationsRun: true }).initialize();
  await dataSource.destroy();
}

/** Makes the SQLite template in a temp folder of its own; answers its path (removed by removeSqliteTemplate). */
export async function makeSqliteTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'abogados-template-'));
  const building = join(dir, 'building.sqlite');
  await migrate(`sqlite:${building}`);
  // Closing the last connection checkpoints the WAL into the file and removes it: the file alone is the copy.
  if (existsSync(`${building}-wal`)) throw new Error('the SQLite template kept a write-ahead log');
  const path = join(dir, 'template.sqlite');
  renameSync(building, path);
  return path;
}

export function removeSqliteTemplate(path: string | undefined): void {
  if (path) rmSync(dirname(path), { recursive: true, force: true });
}

/** Makes the PostgreSQL template database on the cluster at `url`; answers its name. */
export async function makePostgresTemplate(url: string): Promise<string> {
  psql({ url }, `CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  await migrate(`${url}/${POSTGRES_TEMPLATE}`);
  return POSTGRES_TEMPLATE;
}
