import { type QueryRunner } from 'typeorm';
import { BOOKING_DAYS_TABLE } from '../database/schema';
import { BookingsRepository } from './bookings.repository';

/**
 * PostgreSQL: several servers on one database. A slot write runs in a transaction that first upserts the
 * rows of its days in ascending order: the upsert takes each row's lock (a new day's row too, as two inserts
 * of one key wait for each other), held until the commit, so the writes touching a day take turns across
 * servers; the busy meetings are read after the lock, and READ COMMITTED lets that read see every write
 * committed before it.
 */
export class PostgresBookingsRepository extends BookingsRepository {
  protected async locked<T>(days: readonly string[], work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      try {
        const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
          `INSERT INTO ${BOOKING_DAYS_TABLE} (day) VALUES ${days.map((_, index) => `(:day${index})`).join(', ')} ` +
            'ON CONFLICT (day) DO UPDATE SET day = EXCLUDED.day',
          Object.fromEntries(days.map((day, index) => [`day${index}`, day])),
          {},
        );
        await runner.query(sql, parameters);
        const result = await work(runner);
        await runner.commitTransaction();
        return result;
      } catch (error) {
        await runner.rollbackTransaction().catch(() => undefined);
        throw error;
      }
    } finally {
      await runner.release();
    }
  }
}
