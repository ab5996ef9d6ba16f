import { type Language, type MeetingPlace } from '@abogados/shared';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { ContactSubmission } from '../contacts/contact-submission.entity';
import { BOOKING_DAYS_TABLE, BOOKINGS_TABLE } from '../database/schema';

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A free consultation a visitor booked online: one meeting of one kind at one start time. The calendar
 * invitation it sends is identified by `uid` and versioned by `sequence` (iCalendar's UID and SEQUENCE), so
 * every reschedule or cancellation replaces the event the visitor's calendar already holds.
 */
@Entity({ name: BOOKINGS_TABLE })
// "The active meetings between two instants" (the slot engine's read, the reminders' claim): a range of one
// index on both engines.
@Index('IDX_bookings_status_start_at', ['status', 'startAt'])
export class Booking {
  @PrimaryGeneratedColumn()
  id: number;

  /** The invitation's stable UID (`<random>@<host>`), the same in every update of it. */
  @Index('UQ_bookings_uid', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  uid: string;

  /** 0 when booked; one more on every reschedule or cancellation (a stale write is refused by it). */
  @Column({ type: 'integer' })
  sequence: number;

  /** The meeting kind's id (shared MeetingKind.id), kept as text so a kind removed later keeps its bookings. */
  @Column({ name: 'kind_id', type: 'varchar', length: 40 })
  kindId: string;

  /** Where the meeting is, as the kind said when it was booked. */
  @Column({ type: 'varchar', length: 10 })
  place: MeetingPlace;

  @Column({ name: 'start_at', type: Date })
  startAt: Date;

  @Column({ name: 'end_at', type: Date })
  endAt: Date;

  /** The Medellín day (YYYY-MM-DD) the meeting starts on: what the daily cap counts. */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 10 })
  status: BookingStatus;

  /** The consultation request the booking created or joined; erasing the request erases its bookings. */
  @Index('IDX_bookings_submission_id')
  @Column({ name: 'submission_id', type: 'integer', nullable: true })
  submissionId: number | null;

  @ManyToOne(() => ContactSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: ContactSubmission;

  /** The visitor's language: the invitation's, the reminders' and the manage page's. */
  @Column({ type: 'varchar', length: 2 })
  language: Language;

  /** SHA-256 (hex) of the visitor's private link to reschedule or cancel; the link itself is never stored. */
  @Index('UQ_bookings_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;

  @Column({ name: 'cancelled_at', type: Date, nullable: true })
  cancelledAt: Date | null;

  /** When the day-before reminder was claimed for sending; null until then. */
  @Column({ name: 'reminder_day_sent_at', type: Date, nullable: true })
  reminderDaySentAt: Date | null;

  /** When the hour-before reminder was claimed for sending; null until then. */
  @Column({ name: 'reminder_hour_sent_at', type: Date, nullable: true })
  reminderHourSentAt: Date | null;

  // The booking is its own email outbox: its invitation (or cancellation) is owed while mailedSequence is
  // behind sequence, so no write can commit a change without the email that tells the visitor of it.

  /** The last sequence whose invitation or cancellation went out (or was given up); null: none yet. */
  @Column({ name: 'mailed_sequence', type: 'integer', nullable: true })
  mailedSequence: number | null;

  /** Failed attempts at the email owed since the last one went out (the backoff counts them). */
  @Column({ name: 'mail_attempts', type: 'integer', default: 0 })
  mailAttempts: number;

  /** Not before this instant (a backoff, a cap on the mailbox); null: at once. */
  @Column({ name: 'mail_next_attempt_at', type: Date, nullable: true })
  mailNextAttemptAt: Date | null;

  /** A server is sending the owed email until then; its claim is this value. */
  @Column({ name: 'mail_locked_until', type: Date, nullable: true })
  mailLockedUntil: Date | null;

  /** Why the last attempt failed or the email was not sent (no personal data). */
  @Column({ name: 'mail_error', type: 'varchar', length: 500, nullable: true })
  mailError: string | null;
}

/**
 * One row per Medellín day a booking write has touched. A write locks the rows of the days its window covers
 * (PostgreSQL), so two writes that could fill the same day, or overlap across midnight, take turns.
 */
@Entity({ name: BOOKING_DAYS_TABLE })
export class BookingDay {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;
}
