import { type DataSource, type QueryRunner } from 'typeorm';
import { type Clock } from '../common/clock';
import { SerialQueue } from '../images/serial-queue';
import { BookingsRepository } from './bookings.repository';

/** One queue per database file: whatever creates a repository on it, its slot writes take turns. */
const QUEUES = new WeakMap<DataSource, SerialQueue>();

/**
 * SQLite: one server per database file, and TypeORM's one shared connection, where a transaction would take
 * in other requests' statements. So the lock is a queue in the process: one slot write at a time reads the
 * busy meetings and writes its single statement; the days need no rows.
 */
export class SqliteBookingsRepository extends BookingsRepository {
  private readonly queue: SerialQueue;

  constructor(dataSource: DataSource, clock: Clock) {
    super(dataSource, clock);
    let queue = QUEUES.get(dataSource);
    if (!queue) QUEUES.set(dataSource, (queue = new SerialQueue()));
    this.queue = queue;
  }

  protected locked<T>(_days: readonly string[], work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    return this.queue.run(async () => {
      const runner = this.dataSource.createQueryRunner();
      try {
        return await work(runner);
      } finally {
        await runner.release();
      }
    });
  }
}
