import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BOOKING_FEED_TABLE } from '../database/schema/booking-feed';

/** The one row's key: the firm has one staff calendar feed. */
export const BOOKING_FEED_ID = 1;

/**
 * The staff's private calendar feed: the SHA-256 (hex) of its link's secret and the random seed that secret
 * is derived from under a key from SESSION_SECRET (BookingLinks.feedTokenOf). No row until staff first ask
 * for the link; a renewal replaces both, so the old link stops working.
 */
@Entity({ name: BOOKING_FEED_TABLE })
export class BookingFeedRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 43 })
  seed: string;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  /** The staff member's email. */
  @Column({ name: 'created_by', type: 'varchar', length: 254 })
  createdBy: string;
}
