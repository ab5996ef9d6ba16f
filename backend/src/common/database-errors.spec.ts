import { QueryFailedError } from 'typeorm';
import { toErrorBody } from './all-exceptions.filter';
import { isDatabaseUnavailable } from './database-errors';

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
