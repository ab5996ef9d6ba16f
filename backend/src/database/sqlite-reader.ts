import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sqlite3 from 'sqlite3';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { errorMessage } from '../common/error-message';
import { SQLITE_BUSY_TIMEOUT_MS } from './data-source-options';

/**
 * A long read that should not hold up everything else: on SQLite, a second connection to the database file,
 * refused every write (PRAGMA query_only), on which such a read runs beside the one connection TypeORM shares,
 * on the other thread of libuv's pool. Without it, a scan of every request (a one- or two-character search,
 * counted) would make each statement queued behind it wait, the same staff call's page of rows included. WAL
 * lets it read the last committed state while the other connection writes. It reads the file through a
 * memory map (mmap_size): pages of the operating system's file cache, not copies in SQLite's own cache, which
 * a scan of every request's search text reads about a seventh faster.
 *
 * On PostgreSQL, and for an in-memory SQLite database (which a second connection would not see), the read
 * goes to TypeORM's connection (PostgreSQL's pool already runs reads side by side). If the second connection
 * cannot be opened, that is said once and TypeORM's connection is used instead.
 */
@Injectable()
export class SqliteReader implements OnModuleDestroy {
  private readonly logger = new Logger('Database');
  private connection?: Promise<sqlite3.Database | undefined>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The rows of a read-only statement with positional parameters (`?` on SQLite). */
  async all<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const db = await (this.connection ??= this.open());
    if (!db) return this.dataSource.query<T[]>(sql, parameters);
    return new Promise<T[]>((done, fail) =>
      db.all(sql, parameters, (error: Error | null, rows: T[]) => (error ? fail(error) : done(rows))),
    );
  }

  async onModuleDestroy(): Promise<void> {
    const db = await this.connection;
    this.connection = Promise.resolve(undefined);
    if (db) await new Promise<void>((done) => db.close(() => done()));
  }

  private async open(): Promise<sqlite3.Database | undefined> {
    const { database } = this.config;
    if (database.type !== 'sqlite' || database.path === ':memory:') return undefined;
    let db: sqlite3.Database | undefined;
    try {
      db = await new Promise<sqlite3.Database>((done, fail) => {
        const opened: sqlite3.Database = new sqlite3.Database(
          database.path,
          sqlite3.OPEN_READWRITE,
          (error) => (error ? fail(error) : done(opened)),
        );
      });
      db.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      await new Promise<void>((done, fail) =>
        db!.exec('PRAGMA query_only = ON; PRAGMA mmap_size = 268435456', (error) =>
          error ? fail(error) : done(),
        ),
      );
      return db;
    } catch (error) {
      db?.close();
      this.logger.warn(
        `A second connection for long reads could not be opened (${errorMessage(error)}); they share the main one`,
      );
      return undefined;
    }
  }
}
