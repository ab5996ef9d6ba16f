import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'login_locked',
  'second_factor_failed',
  'second_factor_enabled',
  'second_factor_disabled',
  'second_factor_reset',
  'recovery_code_used',
  'recovery_codes_renewed',
  'logout',
  'mark_processed',
  'reopen',
  'note_added',
  'delete',
  'export_csv',
  'access_request',
  'erasure_request',
  'retention_purge',
  'notify_retry',
  'site_updated',
  'image_uploaded',
  'image_deleted',
  'post_created',
  'post_updated',
  'post_published',
  'post_scheduled',
  'post_unpublished',
  'post_deleted',
  'post_restored',
  'newsletter_preview_sent',
  'newsletter_send_requested',
  'newsletter_subscribers_exported',
  'newsletter_subscriber_unsubscribed',
  'whatsapp_marked',
  'no_whatsapp_marked',
  'whatsapp_mark_cleared',
  'booking_availability_updated',
  'booking_cancelled',
  'booking_moved',
  'booking_feed_renewed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One staff action (or the server's own, such as the retention purge), kept as evidence. */
@Entity({ name: 'audit_log' })
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_audit_log_created_at')
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  /** The staff member's email, 'system', or for a failed log-in the account tried, masked ("s***@example.com"). */
  @Column({ type: 'varchar', length: 254 })
  actor: string;

  @Column({ type: 'varchar', length: 40 })
  action: AuditAction;

  /**
   * What was acted on: "contact 42", a masked email address ("m***@example.com") for data-subject requests,
   * or the client ("address 203.0.113.7", IPv6 by its /64) a failed log-in came from, or an uploaded
   * image ("image Zk3q9v0LmP2xR7aB").
   */
  @Column({ type: 'varchar', length: 300, nullable: true })
  target: string | null;

  /** A short description: the filter of an export, how many rows a deletion removed. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;
}
