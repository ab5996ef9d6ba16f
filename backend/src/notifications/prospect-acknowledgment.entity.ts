import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The cap on acknowledgments: one row per recipient address, keyed by a hash of the address (the address
 * itself is not kept here). An acknowledgment goes out only once its outbox row holds the address's row:
 * taken when free or older than a day, in one conditional upsert that only one server's statement can win.
 */
@Entity({ name: 'prospect_acknowledgments' })
export class ProspectAcknowledgment {
  /** SHA-256 (hex) of the lower-cased address. */
  @PrimaryColumn({ name: 'address_hash', type: 'varchar', length: 64 })
  addressHash: string;

  /** The outbox row that holds the address: its own retries keep the right to send. */
  @Column({ name: 'notification_id', type: 'integer' })
  notificationId: number;

  @Column({ name: 'claimed_at', type: Date })
  claimedAt: Date;
}
