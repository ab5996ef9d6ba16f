import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { type AppConfig } from '../config/app-config';

/**
 * The health check's questions to the database, asked cheaply enough for a check polled every few seconds:
 * whether it answers a read, and whether it can still write. One implementation per engine, chosen at
 * start-up (health.module.ts).
 */
export abstract class StorageProbe {
  constructor(protected readonly dataSource: DataSource) {}

  /** The engine's name, as the health check reports it. */
  get engine(): string {
    return String(this.dataSource.options.type);
  }

  /** Throws when the database does not answer a read. */
  async read(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  /**
   * Throws what the engine or the filesystem throws when the database cannot write (common/database-errors.ts:
   * isStorageFull). A read answers on a full disk, so it cannot tell.
   */
  abstract probe(): Promise<void>;
}

/** What the SQLite probe writes: a few commits' worth of WAL frames (about 4 KiB each). */
export const SQLITE_PROBE_BYTES = 64 * 1024;

/**
 * SQLite: writes SQLITE_PROBE_BYTES to a file of its own beside the database, then removes it. A write to
 * the database rolled back never reaches the disk (measured on a full tmpfs: it succeeds while every
 * INSERT fails), and a committed one succeeded twice more after the INSERTs had started failing (it fits in
 * the end of the write-ahead log) and costs an fsync per poll. What SQLite needs to commit is room for the
 * log and the database file to grow, on the filesystem the probe writes to; the filesystem decides as it
 * would for SQLite (a quota, or the blocks ext4 keeps for root), with no fsync, since space is taken when
 * the bytes are written.
 */
export class SqliteStorageProbe extends StorageProbe {
  private readonly file: string;

  constructor(dataSource: DataSource, databasePath: string) {
    super(dataSource);
    this.file = join(dirname(databasePath), `.health-probe-${process.pid}`);
  }

  async probe(): Promise<void> {
    try {
      await writeFile(this.file, Buffer.alloc(SQLITE_PROBE_BYTES));
    } finally {
      await rm(this.file, { force: true });
    }
  }
}

/**
 * PostgreSQL: a table made and given a row in a transaction that is rolled back. A new table's first row
 * extends its file, which PostgreSQL writes at once (a full disk: 53100, "could not extend file"); an
 * existing table's row would land on a page already there and prove nothing. A temporary table, dropped
 * with the rollback, leaves nothing behind and needs no schema of its own.
 */
export class PostgresStorageProbe extends StorageProbe {
  async probe(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('CREATE TEMPORARY TABLE health_probe (filler text) ON COMMIT DROP');
      await runner.query("INSERT INTO health_probe VALUES ('x')");
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }
}

export function storageProbeFor(config: AppConfig, dataSource: DataSource): StorageProbe {
  return config.database.type === 'sqlite'
    ? new SqliteStorageProbe(dataSource, config.database.path)
    : new PostgresStorageProbe(dataSource);
}
