import { join } from 'node:path';
import { Database } from 'sqlite3';
import { type RunningServer } from './server';

/**
 * Runs one statement on the running server's own SQLite file, for what the API cannot do on purpose:
 * making a request look as if it arrived on an earlier day (the server stamps the time itself).
 */
export function runSql(server: RunningServer, sql: string, params: unknown[] = []): Promise<void> {
  const db = new Database(join(server.dir, 'app.sqlite'));
  return new Promise<void>((resolve, reject) => {
    db.configure('busyTimeout', 5000);
    db.run(sql, params, (error) => {
      db.close();
      if (error) reject(error);
      else resolve();
    });
  });
}

/** Moves a request to another moment (ISO 8601), as TypeORM stores it: UTC "YYYY-MM-DD HH:MM:SS.SSS". */
export function backdate(server: RunningServer, id: number, iso: string): Promise<void> {
  const stamp = new Date(iso).toISOString().replace('T', ' ').replace('Z', '');
  return runSql(server, 'UPDATE contact_submissions SET created_at = ? WHERE id = ?', [stamp, id]);
}
