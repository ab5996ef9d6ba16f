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

/**
 * Moves a request to another moment (ISO 8601), as TypeORM stores it: UTC "YYYY-MM-DD HH:MM:SS.SSS", and its
 * answer-by time with it. `iso` must fall inside the seed's office hours, where the answer is due an hour
 * later: a request left with the answer-by time of the moment it was really sent would sort, in the panel's
 * answer-by order, by that moment instead of the one it now says it came in.
 */
export function backdate(server: RunningServer, id: number, iso: string): Promise<void> {
  const stored = (instant: Date) => instant.toISOString().replace('T', ' ').replace('Z', '');
  const received = new Date(iso);
  return runSql(server, 'UPDATE contact_submissions SET created_at = ?, answer_by = ? WHERE id = ?', [
    stored(received),
    stored(new Date(received.getTime() + 60 * 60_000)),
    id,
  ]);
}
