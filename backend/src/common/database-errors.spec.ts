import { QueryFailedError } from 'typeorm';
import { toErrorBody } from './all-exceptions.filter';
import { isDatabaseUnavailable } from './database-errors';

describe('isDatabaseUnavailable', () => {
  const failed = (driverError: object) =>
    new QueryFailedError('SELECT 1', [], Object.assign(new Error('x'), driverError));

  it.each([
    ['SQLite still locked after its busy wait', failed({ code: 'SQLITE_BUSY' })],
    ['PostgreSQL shutting down', failed({ code: '57P01' })],
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
