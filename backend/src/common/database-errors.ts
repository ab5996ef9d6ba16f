/**
 * Failures that say the database cannot answer now, not that the request or the code is wrong: SQLite
 * still locked after its busy wait, PostgreSQL refusing or dropping connections, a connection pool that
 * ran out of time, a data source that is closed. The client may retry them, so they are a 503, not a 500.
 */
const UNAVAILABLE_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_PROTOCOL',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down, in
  // recovery), database_dropped, insufficient_resources, too_many_connections. Class 08 (connection
  // exceptions) is matched as a whole below.
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '53000',
  '53300',
]);

/**
 * TypeORM's errors for a data source that is not (or no longer) connected; PostgreSQL's is a message. And
 * a query runner's next statement after PostgreSQL ended its connection between two statements (a fast
 * shutdown ends the idle ones, inside a transaction too): the runner then releases itself on the
 * connection's error event, so that statement fails as "already released" without reaching the driver.
 */
const UNAVAILABLE_NAMES = new Set([
  'CannotExecuteNotConnectedError',
  'ConnectionIsNotSetError',
  'QueryRunnerAlreadyReleasedError',
]);

/**
 * node-postgres (and TypeORM's PostgreSQL driver) report a lost, exhausted or closed pool or client in
 * words only ("Connection terminated unexpectedly" when the server goes away mid-query, "Client was closed"
 * when a query reaches a client the pool has already discarded). The server's own messages are matched too,
 * for when a wrapper keeps the text but drops the SQLSTATE.
 */
const UNAVAILABLE_MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error',
    'Client was closed and is not queryable',
    'Cannot use a pool after calling end on the pool',
    'Driver not Connected',
    'terminating connection due to administrator command',
    'the database system is (shutting down|starting up|in recovery mode|not yet accepting connections)',
  ].join('|'),
  'i',
);

/**
 * A write refused because the disk holding the database is full: SQLite's SQLITE_FULL (what the sqlite3
 * driver reports when the WAL or the database file cannot grow, measured on a full tmpfs; its message is
 * "database or disk is full") and PostgreSQL's disk_full (53100, "could not extend file": a table or index
 * that cannot grow), and the filesystem's own ENOSPC and EDQUOT (the health check's probe beside a SQLite
 * file). Reads still work, so the client may retry once space is freed: a 503 like an outage.
 */
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', '53100', 'ENOSPC', 'EDQUOT']);

type ErrorFields = Record<string, unknown>;

/**
 * Whether `test` holds for the error, the driver error TypeORM wraps, its cause or, for an AggregateError
 * (a connection tried on several addresses), one of its errors.
 */
function anyLayer(error: unknown, test: (fields: ErrorFields) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const fields = error as ErrorFields;
  if (test(fields)) return true;
  const { driverError, cause, errors } = fields;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((each) => anyLayer(each, test, depth + 1));
}

export function isStorageFull(error: unknown): boolean {
  return anyLayer(error, ({ code }) => typeof code === 'string' && STORAGE_FULL_CODES.has(code));
}

/** Codes first, words only where a driver gives no code; a full disk counts too (isStorageFull). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyLayer(
    error,
    ({ code, name, message }) =>
      (typeof code === 'string' &&
        (UNAVAILABLE_CODES.has(code) || STORAGE_FULL_CODES.has(code) || /^08/.test(code))) ||
      (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)),
  );
}

/**
 * A write a foreign key refused: a row naming one that is not there (an image deleted meanwhile), or a
 * delete of a row others still name. PostgreSQL's foreign_key_violation; SQLite says it in words.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const driver = (error as { driverError?: { code?: unknown; message?: unknown } } | null)?.driverError;
  if (!driver) return false;
  if (driver.code === '23503') return true;
  return (
    driver.code === 'SQLITE_CONSTRAINT' &&
    typeof driver.message === 'string' &&
    driver.message.includes('FOREIGN KEY constraint failed')
  );
}
