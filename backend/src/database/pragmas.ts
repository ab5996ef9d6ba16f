import { type DataSource } from 'typeorm';

/**
 * WAL lets readers run beside the writer; synchronous=FULL fsyncs each commit so an acknowledged
 * submission survives a crash; foreign_keys makes ON DELETE CASCADE real. TypeORM already sets
 * journal_mode (enableWAL), busy_timeout and foreign_keys on connect; they are repeated here so the
 * guarantees do not hang on a driver default.
 */
export async function applyPragmas(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'sqlite') return;
  await dataSource.query('PRAGMA journal_mode = WAL');
  await dataSource.query('PRAGMA synchronous = FULL');
  await dataSource.query('PRAGMA foreign_keys = ON');
}
