import { DatabaseError } from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { toErrorBody } from './all-exceptions.filter';
import { isDatabaseUnavailable, isStorageFull } from './database-errors';

describe('isDatabaseUnavailable', () => {
  const failed = (driverError: object) =>
    new QueryFailedError('SELECT 1', [], Object.assign(new Error('x'), driverError));

  it.each([
    ['SQLite still locked after its busy wait', failed({ code: 'SQLITE_BUSY' })],
    ['PostgreSQL shutting down', failed({ code: '57P01' })],
    ['PostgreSQL refusing connections while it stops or starts', failed({ code: '57P03' })],
    ['a dropped connection, by the words of node-postgres', new Error('Connection terminated unexpectedly')],
    ['a query on a client the pool discarded', new Error('Client was closed and is not queryable')],
    [
      'a refused connection tried on two addresses',
      new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })], 'connect'),
    ],
    ['SQLite that cannot open its file', failed({ code: 'SQLITE_CANTOPEN' })],
    ['PostgreSQL connection failure', failed({ code: '08006' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['an exhausted pool', new Error('timeout exceeded when trying to connect')],
    ['a closed pool', new Error('Cannot use a pool after calling end on the pool')],
    ['a closed PostgreSQL data source', new Error('Driver not Connected')],
    ['a transaction whose connection PostgreSQL ended', new QueryRunnerAlreadyReleasedError()],
  ])('%s is a 503', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorBody(error).statusCode).toBe(503);
  });

  it.each([
    ['a missing table', failed({ code: 'SQLITE_ERROR' })],
    ['a unique violation', failed({ code: '23505' })],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s stays a 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toErrorBody(error).statusCode).toBe(500);
  });
});

describe('isStorageFull', () => {
  const failed = (driverError: object) =>
    new QueryFailedError('INSERT INTO t', [], Object.assign(new Error('x'), driverError));

  it.each([
    // What the sqlite3 driver gives when the WAL cannot grow (measured on a full tmpfs).
    ['SQLite', failed({ code: 'SQLITE_FULL', errno: 13, message: 'SQLITE_FULL: database or disk is full' })],
    // node-postgres's own error for disk_full, as PostgreSQL reports a table that cannot grow.
    [
      'PostgreSQL',
      new QueryFailedError(
        'INSERT INTO t',
        [],
        Object.assign(
          new DatabaseError(
            'could not extend file "base/16384/16397": No space left on device',
            120,
            'error',
          ),
          { severity: 'ERROR', code: '53100', routine: 'mdextend' },
        ),
      ),
    ],
    [
      'the filesystem',
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    ],
  ])('a full disk under %s is a 503, like an outage', (_name, error) => {
    expect(isStorageFull(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorBody(error).statusCode).toBe(503);
  });

  it.each([
    ['SQLite still locked', failed({ code: 'SQLITE_BUSY' })],
    ['PostgreSQL shutting down', failed({ code: '57P01' })],
    ['a disk I/O error', failed({ code: 'SQLITE_IOERR' })],
  ])('%s is not a full disk', (_name, error) => {
    expect(isStorageFull(error)).toBe(false);
  });
});
