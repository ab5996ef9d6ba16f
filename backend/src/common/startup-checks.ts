import { accessSync, closeSync, constants, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { type AppConfig } from '../config/app-config';
import { ConfigError } from './config-error';
import { errorMessage } from './error-message';
import { MAKE_SECRET, weakSecretProblem } from './session-secret';
import { makeDirectory } from './make-directory';

/** PUBLIC_URL's default, fine on a laptop and wrong on a public server. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The first 16 bytes of every SQLite 3 database file. */
const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * What is worth a warning at start-up, like Django's `check --deploy`: the server starts anyway. What
 * cannot work (no or a weak SESSION_SECRET in production) is refused by readEnvironment() instead.
 */
export function startupWarnings(
  config: Pick<AppConfig, 'isProduction' | 'publicUrl' | 'sessionSecret'> & {
    notify: Pick<AppConfig['notify'], 'smtp' | 'webhook'>;
  },
): string[] {
  const warnings: string[] = [];
  if (config.isProduction) {
    if (!config.notify.smtp) {
      warnings.push(
        `SMTP_URL is not set: staff get no email when a consultation request arrives and learn of it only ` +
          `in /admin. Set SMTP_URL, NOTIFY_TO and NOTIFY_FROM.`,
      );
    }
    if (config.publicUrl === DEFAULT_PUBLIC_URL) {
      warnings.push(
        `PUBLIC_URL is not set: canonical links, the sitemap, robots.txt and the same-origin check use ` +
          `${DEFAULT_PUBLIC_URL}. Set it to the https address visitors use.`,
      );
    } else if (!config.publicUrl.startsWith('https:')) {
      warnings.push(
        `PUBLIC_URL (${config.publicUrl}) is not https: in production the staff session cookie is Secure, ` +
          `so browsers keep it only over https, and links to the site go out as http. Set the https address.`,
      );
    }
  } else {
    // Only possible when SESSION_SECRET is set: a generated one is random.
    const problem = weakSecretProblem(config.sessionSecret);
    if (problem) {
      warnings.push(
        `SESSION_SECRET is weak (${problem}); NODE_ENV=production would refuse it. ${MAKE_SECRET}`,
      );
    }
  }
  return warnings;
}

/**
 * Stops with one line naming the file when the SQLite database cannot be used, before Nest starts: its
 * own report is a stack trace, and Node 20's recursive mkdir never returns for a path under /proc.
 */
export function checkDatabaseFile(config: Pick<AppConfig, 'database'>): void {
  if (config.database.type !== 'sqlite') return;
  const file = config.database.path;
  const stop = (problem: string): never => {
    throw new ConfigError(`Cannot open the database: DATABASE_URL points to ${file}, which ${problem}`);
  };
  try {
    makeDirectory(dirname(file));
  } catch (error) {
    stop(`cannot be created (${errorMessage(error)})`);
  }
  let size: number;
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats === undefined) {
      // SQLite creates the file, and the -wal and -shm files beside it.
      accessSync(dirname(file), constants.W_OK);
      return;
    }
    if (!stats.isFile()) stop('is not a file');
    size = stats.size;
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    return stop(`cannot be read and written (${errorMessage(error)})`);
  }
  if (size === 0) return;
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) stop('is not a SQLite database');
}
