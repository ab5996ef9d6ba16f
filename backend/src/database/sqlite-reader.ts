import { Logger } from '@nestjs/common';
import sqlite3 from 'sqlite3';
import { type DataSource } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { errorMessage } from '../common/error-message';
import { SQLITE_BUSY_TIMEOUT_MS } from './data-source-options';
import { allRows, closeSqlite, openSqlite } from './sqlite-calls';

/** How many connections of its own the reader opens at most: one for each of libuv's two threads. */
const READERS = 2;

/**
 * A long read that should not hold up everything else: on SQLite, connections of its own to the database file
 * (up to READERS, each opened when first needed), refused every write (PRAGMA query_only), on which such a
 * read runs beside the one connection TypeORM shares, on the other thread of libuv's pool, or cut in parts
 * that run on both. Without it, a scan of every request (a one- or two-character search,
 * counted) would make each statement queued behind it wait, the same staff call's page of rows included. WAL
 * lets it read the last committed state while the other connection writes. It reads the file through a
 * memory map (mmap_size): pages of the operating system's file cache, not copies in SQLite's own cache, which
 * a scan of every request's search text reads about a seventh faster.
 *
 * On PostgreSQL, and for an in-memory SQLite database (which a second connection would not see), the read
 * goes to TypeORM's connection (PostgreSQL's pool already runs reads side by side). If a connection of its
 * own cannot be opened, that is said and TypeORM's connection is used instead.
 *
 * A helper of the SQLite contacts repository (contacts/sqlite-contacts.repository.ts), which closes it.
 */
export class SqliteReader {
  private readonly logger = new Logger('Database');
  private readonly connections: Array<Promise<sqlite3.Database | undefined>> = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The rows of a read-only statement with positional parameters (`?` on SQLite), on the first connection. */
  all<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return this.allOn(0, sql, parameters);
  }

  /**
   * Each statement on a connection of its own (at most READERS), all at the same time: a scan cut in parts
   * takes both of libuv's threads. Answers their rows in the statements' order.
   */
  each<T>(statements: Array<[sql: string, parameters: unknown[]]>): Promise<T[][]> {
    return Promise.all(
      statements.map(([sql, parameters], index) => this.allOn<T>(index % READERS, sql, parameters)),
    );
  }

  /** Closes the connections it opened. */
  async close(): Promise<void> {
    const opened = await Promise.all(this.connections);
    this.connections.length = 0;
    this.connections.push(...opened.map(() => Promise.resolve(undefined)));
    await Promise.all(opened.map((db) => db && closeSqlite(db).catch(() => undefined)));
  }

  private async allOn<T>(index: number, sql: string, parameters: unknown[]): Promise<T[]> {
    const db = await (this.connections[index] ??= this.open());
    return db ? allRows<T>(db, sql, parameters) : this.dataSource.query<T[]>(sql, parameters);
  }

  private async open(): Promise<sqlite3.Database | undefined> {
    const { database } = this.config;
    if (database.type !== 'sqlite' || database.path === ':memory:') return undefined;
    let db: sqlite3.Database | undefined;
    try {
      db = await openSqlite(database.path, sqlite3.OPEN_READWRITE);
      db.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      await allRows(db, 'PRAGMA query_only = ON');
      await allRows(db, 'PRAGMA mmap_size = 268435456');
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
