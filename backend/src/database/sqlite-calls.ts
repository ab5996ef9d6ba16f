import sqlite3 from 'sqlite3';

/** The sqlite3 driver's callbacks as promises, for connections opened outside TypeORM. */
export function openSqlite(path: string, mode: number): Promise<sqlite3.Database> {
  return new Promise((done, fail) => {
    const db = new sqlite3.Database(path, mode, (error) => (error ? fail(error) : done(db)));
  });
}

export function allRows<T>(db: sqlite3.Database, sql: string, params: unknown[] = []): Promise<T[]> {
  return new Promise((done, fail) =>
    db.all(sql, params, (error: Error | null, rows: T[]) => (error ? fail(error) : done(rows))),
  );
}

export function closeSqlite(db: sqlite3.Database): Promise<void> {
  return new Promise((done, fail) => db.close((error) => (error ? fail(error) : done())));
}
