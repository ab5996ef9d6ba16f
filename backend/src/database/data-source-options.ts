import { mkdirSync } from 'node:fs';
import sqlite3 from 'sqlite3';
import { dirname } from 'node:path';
import { type ClientBase } from 'pg';
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
  return {
    ...common,
    type: 'postgres',
    url: config.database.url,
    extra: { onConnect: listenForConnectionErrors },
  };
}

/**
 * Gives each pooled PostgreSQL connection an 'error' listener of its own, for its whole life. A connection
 * emits 'error' when PostgreSQL ends it while no query runs on it (a restart, pg_terminate_backend), and
 * an 'error' event nobody listens to stops the process. The pool listens only while the connection is
 * idle and TypeORM only while a query runner holds it, so a connection in between (handed out in the same
 * read that brings PostgreSQL's goodbye, or released after a first error) had none. The connection
 * itself is done for: its queries fail, and the pool drops it when it comes back.
 */
function listenForConnectionErrors(client: ClientBase): void {
  client.on('error', () => undefined);
}
