import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type DataSourceOptions } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { QuietTypeormLogger } from './typeorm-logger';

/** SQLite's busy wait, so a second writer waits for the lock instead of failing at once. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: !config.synchronize,
    synchronize: config.synchronize,
    logger: new QuietTypeormLogger(),
  };
  if (config.database.type === 'sqlite') {
    mkdirSync(dirname(config.database.path), { recursive: true });
    return {
      ...common,
      type: 'sqlite',
      database: config.database.path,
      enableWAL: true,
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    };
  }
  return { ...common, type: 'postgres', url: config.database.url };
}
