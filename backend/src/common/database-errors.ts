/**
 * Failures that say the database cannot answer now, not that the request or the code is wrong: SQLite
 * still locked after its busy wait, PostgreSQL refusing or dropping connections, a connection pool that
 * ran out of time, a data source that is closed. The client may retry them, so they are a 503, not a 500.
 */
const UNAVAILABLE_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** TypeORM's errors for a data source that is not (or no longer) connected; PostgreSQL's is a message. */
const UNAVAILABLE_NAMES = new Set(['CannotExecuteNotConnectedError', 'ConnectionIsNotSetError']);

/** node-postgres (and TypeORM's PostgreSQL driver) report a lost, exhausted or closed pool in words only. */
const UNAVAILABLE_MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error',
    'Cannot use a pool after calling end on the pool',
    'Driver not Connected',
  ].join('|'),
  'i',
);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, name, message, driverError, cause } = error as Record<string, unknown>;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08/.test(code))) return true;
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
