import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BOOKING_SETTINGS_TABLE } from '../database/schema/booking-settings';

/** The one row's key: the firm has one booking availability. */
export const BOOKING_SETTINGS_ID = 1;

/**
 * The availability staff last saved (BookingAvailability as JSON text) and its version: every save bumps it
 * in the same statement, so a save from a stale version changes nothing. No row until the first save.
 */
@Entity({ name: BOOKING_SETTINGS_TABLE })
export class BookingSettingsRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  availability: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;

  /** The staff member's email. */
  @Column({ name: 'updated_by', type: 'varchar', length: 254 })
  updatedBy: string;
}
