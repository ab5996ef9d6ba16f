import { ApiProperty } from '@nestjs/swagger';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type Notification,
  type NotificationChannel,
  type NotificationKind,
  type NotificationStatus,
} from '../notification.entity';

/** Where one notification of a request stands: its kind on one channel. */
export class NotificationStateDto {
  @ApiProperty({
    enum: NOTIFICATION_KINDS,
    example: 'new',
    description:
      "new: staff hear of the request · ack: the prospect's acknowledgment (email only) · overdue: staff's " +
      'reminder once the request is still pending at its answer-by time',
  })
  kind: NotificationKind;

  @ApiProperty({ enum: NOTIFICATION_CHANNELS, example: 'email' })
  channel: NotificationChannel;

  @ApiProperty({
    enum: NOTIFICATION_STATUSES,
    example: 'sent',
    description:
      'pending: waiting for its next attempt · sending: being sent · sent · failed: given up on · ' +
      'skipped: not sent on purpose (the channel is not configured; for an acknowledgment, the mailbox ' +
      'had one in the last 24 hours or the client address was over its cap on emails to visitors; for a ' +
      'reminder, the request was processed first; see lastError)',
  })
  status: NotificationStatus;

  @ApiProperty({ type: 'integer', example: 1, description: 'Attempts made so far' })
  attempts: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: null,
    description: 'Why the last attempt failed, or why it was skipped (no personal data)',
  })
  lastError: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, example: '2025-06-01T14:30:02.000Z' })
  sentAt: string | null;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'When the next attempt is due; null unless the notification is still on its way',
  })
  nextAttemptAt: string | null;

  @ApiProperty({
    example: false,
    description:
      'True when it is pending and no running server is set up to send its channel (SMTP_URL or the webhook ' +
      'missing on every instance): it waits until one is',
  })
  noSender: boolean;

  static from(row: Notification, noSender: boolean): NotificationStateDto {
    const onItsWay = row.status === 'pending' || row.status === 'sending';
    return {
      kind: row.kind,
      channel: row.channel,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
      nextAttemptAt: onItsWay ? row.nextAttemptAt.toISOString() : null,
      noSender,
    };
  }
}
