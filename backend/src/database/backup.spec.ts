import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite3 from 'sqlite3';
import { BackupError, backupFileName, backupSqlite, backupTarget, formatReport } from './backup';

/** Runs statements one after another on a file, creating it if needed. */
function exec(path: string, statements: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const db = new sqlite3.Database(path);
    db.serialize(() => {
      for (const sql of statements) db.run(sql, (error: Error | null) => error && fail(error));
    });
    db.close((error) => (error ? fail(error) : done()));
  });
}

function count(path: string, table: string): Promise<number> {
  return new Promise((done, fail) => {
    const db = new sqlite3.Database(path, sqlite3.OPEN_READONLY);
    db.get(`SELECT COUNT(*) AS n FROM ${table}`, (error: Error | null, row: { n: number }) =>
      db.close(() => (error ? fail(error) : done(row.n))),
    );
  });
}

describe('backup', () => {
  let dir: string;
  let database: string;
  const now = new Date('2025-03-04T05:06:07.890Z');

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'abogados-backup-unit-'));
    database = join(dir, 'app.sqlite');
    await exec(database, [
      'PRAGMA journal_mode = WAL',
      'CREATE TABLE contact_submissions (id INTEGER PRIMARY KEY, nombre TEXT)',
      'CREATE TABLE staff_users (id INTEGER PRIMARY KEY, email TEXT)',
      "INSERT INTO contact_submissions (nombre) VALUES ('Ana'), ('Luis'), ('Marta')",
      "INSERT INTO staff_users (email) VALUES ('staff@example.com')",
    ]);
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a backup after the database and the UTC second, with a suffix for later ones', () => {
    expect(backupFileName('app', now)).toBe('app-20250304-050607Z.sqlite');
    expect(backupFileName('app', now, 2)).toBe('app-20250304-050607Z-2.sqlite');
  });

  it('goes to backups/ beside the database, BACKUP_DIR, or --out (a folder or a file)', () => {
    expect(backupTarget({ databasePath: database })).toEqual({ dir: join(dir, 'backups') });
    expect(backupTarget({ databasePath: database, backupDir: join(dir, 'b') })).toEqual({
      dir: join(dir, 'b'),
    });
    const folder = join(dir, 'existing');
    mkdirSync(folder);
    expect(backupTarget({ databasePath: database, out: folder, backupDir: 'ignored' })).toEqual({
      dir: folder,
    });
    expect(backupTarget({ databasePath: database, out: join(dir, 'new') + '/' })).toEqual({
      dir: join(dir, 'new'),
    });
    expect(backupTarget({ databasePath: database, out: join(dir, 'x', 'copy.sqlite') })).toEqual({
      dir: join(dir, 'x'),
      file: join(dir, 'x', 'copy.sqlite'),
    });
  });

  it('copies the database, counts its rows, and leaves nothing but the backup', async () => {
    const result = await backupSqlite({ databasePath: database, now });
    expect(result).toEqual({
      path: join(dir, 'backups', 'app-20250304-050607Z.sqlite'),
      bytes: expect.any(Number) as number,
      counts: { contact_submissions: 3, staff_users: 1 },
    });
    expect(readdirSync(join(dir, 'backups'))).toEqual(['app-20250304-050607Z.sqlite']);
    expect(await count(result.path, 'contact_submissions')).toBe(3);
    expect(formatReport(result)).toBe(
      [
        `Backup written: ${result.path}`,
        `  size: ${(result.bytes / 1024).toFixed(1)} KB (${result.bytes} bytes)`,
        '  contact_submissions: 3 rows',
        '  staff_users: 1 rows',
        '  integrity_check: ok',
      ].join('\n'),
    );
  });

  it('never overwrites: a second backup in the same second gets a suffix, an existing --out file is refused', async () => {
    const first = await backupSqlite({ databasePath: database, now });
    await exec(database, ["INSERT INTO contact_submissions (nombre) VALUES ('Pedro')"]);
    const second = await backupSqlite({ databasePath: database, now });
    expect(second.path).toBe(join(dir, 'backups', 'app-20250304-050607Z-2.sqlite'));
    expect(await count(first.path, 'contact_submissions')).toBe(3);
    expect(await count(second.path, 'contact_submissions')).toBe(4);

    const out = join(dir, 'mine.sqlite');
    writeFileSync(out, 'keep me');
    await expect(backupSqlite({ databasePath: database, out })).rejects.toThrow(
      new BackupError(`${out} already exists; not overwriting it`),
    );
    expect(readFileSync(out, 'utf8')).toBe('keep me');
  });

  it('refuses a missing file without creating it, and a file that is not SQLite', async () => {
    const missing = join(dir, 'missing', 'app.sqlite');
    await expect(backupSqlite({ databasePath: missing })).rejects.toThrow(`no database at ${missing}`);
    expect(readdirSync(dir)).not.toContain('missing');

    const text = join(dir, 'notes.sqlite');
    writeFileSync(text, 'not a database, just text that is long enough');
    await expect(backupSqlite({ databasePath: text })).rejects.toThrow(`${text} is not a SQLite database`);
  });

  it('keeps no file when the copy fails integrity_check', async () => {
    // A row breaking its CHECK constraint: VACUUM INTO copies it as it is, integrity_check reports it.
    await exec(database, [
      'CREATE TABLE amounts (n INTEGER CHECK (n > 0))',
      'PRAGMA ignore_check_constraints = ON',
      'INSERT INTO amounts VALUES (-1)',
    ]);
    const out = join(dir, 'out');
    await expect(backupSqlite({ databasePath: database, out: out + '/' })).rejects.toThrow(
      /failed PRAGMA integrity_check, so no backup was kept: CHECK constraint failed in amounts/,
    );
    expect(readdirSync(out)).toEqual([]);
  });
});
