import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import sqlite3 from 'sqlite3';
import { allRows, closeSqlite, openSqlite } from './sqlite-calls';

/** A failure to report as one line, without a stack: a missing file, a failed check, a name taken. */
export class BackupError extends Error {}

/** Tables whose row counts the report shows, so a backup can be judged at a glance. */
export const COUNTED_TABLES = ['contact_submissions', 'staff_users'] as const;

export interface BackupOptions {
  /** The live SQLite file. */
  databasePath: string;
  /** `--out`: a file to create, or a directory (existing, or written with a trailing slash) to name one in. */
  out?: string;
  /** Where timestamped backups go without `--out` (BACKUP_DIR); default `backups/` beside the database. */
  backupDir?: string;
  now?: Date;
}

export interface BackupResult {
  path: string;
  bytes: number;
  /** null when the table does not exist in the copy. */
  counts: Record<(typeof COUNTED_TABLES)[number], number | null>;
}

/** `app-20250131-235959Z.sqlite`, then `app-20250131-235959Z-2.sqlite` … for later ones in the same second. */
export function backupFileName(stem: string, now: Date, attempt = 1): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `${stem}-${stamp}${attempt > 1 ? `-${attempt}` : ''}.sqlite`;
}

/** The directory to name a backup in, or the one file to write. */
export function backupTarget(options: BackupOptions): { dir: string; file?: string } {
  if (options.out !== undefined) {
    const out = resolve(options.out);
    const isDir = /[\\/]$/.test(options.out) || (existsSync(out) && statSync(out).isDirectory());
    return isDir ? { dir: out } : { dir: dirname(out), file: out };
  }
  if (options.backupDir) return { dir: resolve(options.backupDir) };
  return { dir: join(dirname(options.databasePath), 'backups') };
}

/** Refuses anything that is not an existing SQLite file before a connection could create one. */
function assertSqliteFile(path: string): void {
  if (!existsSync(path)) {
    throw new BackupError(
      `no database at ${path}: check DATABASE_URL (the server creates the file on start)`,
    );
  }
  if (!statSync(path).isFile()) throw new BackupError(`${path} is not a file`);
  const header = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') !== 'SQLite format 3\0') {
    throw new BackupError(`${path} is not a SQLite database`);
  }
}

/** Checks the copy and counts its rows. Read-write on purpose: read-only, integrity_check skips CHECK constraints. */
async function inspect(path: string): Promise<BackupResult['counts']> {
  const db = await openSqlite(path, sqlite3.OPEN_READWRITE);
  try {
    const problems = (await allRows<{ integrity_check: string }>(db, 'PRAGMA integrity_check')).map(
      (row) => row.integrity_check,
    );
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw new BackupError(
        `the copy failed PRAGMA integrity_check, so no backup was kept: ${problems.slice(0, 5).join('; ')}`,
      );
    }
    const counts = {} as BackupResult['counts'];
    for (const table of COUNTED_TABLES) {
      const exists = await allRows(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [
        table,
      ]);
      counts[table] = exists.length
        ? (await allRows<{ n: number }>(db, `SELECT COUNT(*) AS n FROM "${table}"`))[0].n
        : null;
    }
    return counts;
  } finally {
    await closeSqlite(db);
  }
}

/**
 * Moves the finished copy to `target` unless that name is taken (false). A hard link is the atomic
 * "create only if absent"; where the file system has none, a check then a rename will do.
 */
function placeWithoutOverwriting(temp: string, target: string): boolean {
  try {
    linkSync(temp, target);
    unlinkSync(temp);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(code ?? '')) throw error;
    if (existsSync(target)) return false;
    renameSync(temp, target);
    return true;
  }
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems cannot fsync a directory; the copy itself was already synced.
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies a live SQLite database with `VACUUM INTO`: one read transaction, so the copy is the database as
 * of one commit, whatever the server writes meanwhile (WAL readers do not block the writer, and
 * busy_timeout waits out a checkpoint). The copy is written under a temporary name, checked, then given
 * its name, so a file that looks like a backup is always a whole, checked one.
 */
export async function backupSqlite(options: BackupOptions): Promise<BackupResult> {
  const databasePath = resolve(options.databasePath);
  assertSqliteFile(databasePath);
  const { dir, file } = backupTarget({ ...options, databasePath });
  if (file && existsSync(file)) throw new BackupError(`${file} already exists; not overwriting it`);
  mkdirSync(dir, { recursive: true });
  const stem = basename(databasePath, extname(databasePath)) || 'app';
  const temp = join(dir, `.${stem}-backup-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    // OPEN_READWRITE without OPEN_CREATE: a missing file is an error, never a new empty database.
    const db = await openSqlite(databasePath, sqlite3.OPEN_READWRITE);
    try {
      // The server's own wait (SQLITE_BUSY_TIMEOUT_MS): a checkpoint or WAL recovery holds the lock briefly.
      await allRows(db, 'PRAGMA busy_timeout = 5000');
      await allRows(db, 'VACUUM INTO ?', [temp]);
    } finally {
      await closeSqlite(db);
    }
    const counts = await inspect(temp);
    fsyncPath(temp);
    const bytes = statSync(temp).size;
    const now = options.now ?? new Date();
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const target = file ?? join(dir, backupFileName(stem, now, attempt));
      if (placeWithoutOverwriting(temp, target)) {
        fsyncPath(dir);
        return { path: target, bytes, counts };
      }
      if (file) throw new BackupError(`${file} already exists; not overwriting it`);
    }
    throw new BackupError(`too many backups named ${backupFileName(stem, now)} in ${dir}`);
  } finally {
    rmSync(temp, { force: true });
  }
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What `npm run backup` prints once the backup is in place. */
export function formatReport(result: BackupResult): string {
  const lines = [
    `Backup written: ${result.path}`,
    `  size: ${formatBytes(result.bytes)} (${result.bytes} bytes)`,
  ];
  for (const [table, count] of Object.entries(result.counts)) {
    lines.push(`  ${table}: ${count === null ? 'no such table' : `${count} rows`}`);
  }
  lines.push('  integrity_check: ok');
  return lines.join('\n');
}
