import { mkdirSync } from 'node:fs';
import sqlite3 from 'sqlite3';
import { dirname } from 'node:path';
import { type DataSourceOptions } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { imageEntities } from '../images/image.entity';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { QuietTypeormLogger } from './typeorm-logger';

/** SQLite's busy wait, so a second writer waits for the lock instead of failing at once. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    // The images' entities depend on the engine (images/image.entity.ts).
    entities: [...ENTITIES, ...imageEntities(config.database.type)],
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
      // TypeORM calls verbose() on the driver, which wraps every statement to capture a stack trace: a
      // tenth of the CPU of a consultation request. This driver's verbose() is the plain driver.
      driver: { ...sqlite3, verbose: () => sqlite3 },
      enableWAL: true,
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    };
  }
  return { ...common, type: 'postgres', url: config.database.url };
}
