import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BOOKING_FEED_TABLE } from '../database/schema/booking-feed';
import { BOOKING_FEED_ID, BookingFeedRow } from './booking-feed.entity';

/** What a new feed secret writes. */
export type BookingFeedWrite = Omit<BookingFeedRow, 'id'>;

/**
 * The staff feed's one row. Each write is one INSERT of row 1: the first link keeps a row already there
 * (ON CONFLICT DO NOTHING, so of two first asks one secret wins and both read it), a renewal replaces it
 * (ON CONFLICT DO UPDATE). The same SQL on both engines.
 */
@Injectable()
export class BookingFeedRepository {
  constructor(@InjectRepository(BookingFeedRow) private readonly rows: Repository<BookingFeedRow>) {}

  /** The feed's secret as stored, or null before staff first asked for the link. */
  row(): Promise<BookingFeedRow | null> {
    return this.rows.findOneBy({ id: BOOKING_FEED_ID });
  }

  /** Stores `next` unless a secret is stored already; true when it was written. */
  async createFirst(next: BookingFeedWrite): Promise<boolean> {
    return this.insert(next, 'DO NOTHING');
  }

  /** Stores `next` in place of any secret stored: the old link stops working. */
  async replace(next: BookingFeedWrite): Promise<void> {
    await this.insert(
      next,
      'DO UPDATE SET token_hash = excluded.token_hash, seed = excluded.seed, ' +
        'created_at = excluded.created_at, created_by = excluded.created_by',
    );
  }

  private async insert(next: BookingFeedWrite, onConflict: string): Promise<boolean> {
    const { driver } = this.rows.manager.connection;
    const createdAt = this.rows.metadata.findColumnWithPropertyName('createdAt')!;
    const [sql, parameters] = driver.escapeQueryWithParameters(
      `INSERT INTO ${BOOKING_FEED_TABLE} (id, token_hash, seed, created_at, created_by) ` +
        `VALUES (:id, :tokenHash, :seed, :at, :by) ON CONFLICT (id) ${onConflict}`,
      {
        id: BOOKING_FEED_ID,
        tokenHash: next.tokenHash,
        seed: next.seed,
        at: driver.preparePersistentValue(next.createdAt, createdAt),
        by: next.createdBy,
      },
      {},
    );
    // A runner of its own for the structured result: the number of rows the INSERT wrote, on either engine.
    const runner = this.rows.manager.connection.createQueryRunner();
    try {
      return (await runner.query(sql, parameters, true)).affected === 1;
    } finally {
      await runner.release();
    }
  }
}
