import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What a cap limits: the prospect's acknowledgment, or the newsletter's confirmation email. */
export type MailboxCapPurpose = 'acknowledgment' | 'confirmation';

/**
 * The caps on emails to visitors' mailboxes: one row per purpose and mailbox, keyed by a hash of the mailbox
 * (mailboxKey: `ana+1@…` and `ana+2@…` are one mailbox; the address itself is not kept here). An email goes
 * out only once its outbox row holds the mailbox's row: taken when free or older than the cap, in one
 * conditional upsert that only one server's statement can win.
 */
@Entity({ name: 'mailbox_caps' })
export class MailboxCap {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  purpose: MailboxCapPurpose;

  /** SHA-256 (hex) of the mailbox key. */
  @PrimaryColumn({ name: 'mailbox_hash', type: 'varchar', length: 64 })
  mailboxHash: string;

  /** The outbox row that holds the mailbox (notification_outbox or newsletter_messages, by purpose). */
  @Column({ name: 'holder_id', type: 'integer' })
  holderId: number;

  @Column({ name: 'claimed_at', type: Date })
  claimedAt: Date;
}
