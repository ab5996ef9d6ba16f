import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { ContactSubmission } from '../contacts/contact-submission.entity';

export const NOTIFICATION_CHANNELS = ['email', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * new: staff hear of a new request · ack: the prospect's acknowledgment (email only) · overdue: staff are
 * reminded of a request still pending at its answer-by time.
 */
export const NOTIFICATION_KINDS = ['new', 'ack', 'overdue'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The order staff see a request's notifications in: by kind, email before webhook. */
export function byChannel(a: Notification, b: Notification): number {
  return (
    NOTIFICATION_KINDS.indexOf(a.kind) - NOTIFICATION_KINDS.indexOf(b.kind) ||
    NOTIFICATION_CHANNELS.indexOf(a.channel) - NOTIFICATION_CHANNELS.indexOf(b.channel) ||
    a.id - b.id
  );
}

/**
 * pending: waiting for its next attempt · sending: claimed by a server until lockedUntil · sent ·
 * failed: given up on (too old to be worth sending) · skipped: the channel is not configured.
 */
export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * The outbox: one row per submission, kind and channel (unique). The 'new' and 'ack' rows are written by a
 * database trigger on contact_submissions (migrations 1764000000000 and 1764200000000), so they are
 * committed by the very statement that stores the submission: no request is stored without its
 * notifications, and the intake never waits for SMTP. 'overdue' rows are added by the dispatcher when a
 * pending request reaches its answer-by time, or when staff reopen a request that is past it.
 */
@Entity({ name: 'notification_outbox' })
@Index('IDX_notification_outbox_due', ['status', 'nextAttemptAt'])
@Index('IDX_notification_outbox_submission_kind_channel', ['submissionId', 'kind', 'channel'], {
  unique: true,
})
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  @ManyToOne(() => ContactSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: ContactSubmission;

  @Column({ type: 'varchar', length: 10, default: 'new' })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 10 })
  channel: NotificationChannel;

  @Column({ type: 'varchar', length: 10 })
  status: NotificationStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: Date })
  nextAttemptAt: Date;

  /** While status is 'sending': after this moment another server may take the row over. */
  @Column({ name: 'locked_until', type: Date, nullable: true })
  lockedUntil: Date | null;

  /** The last failure, short and without personal data (an SMTP reply code and text, an HTTP status). */
  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: Date, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
