import { ApiProperty } from '@nestjs/swagger';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  type Notification,
  type NotificationChannel,
  type NotificationStatus,
} from '../../notifications/notification.entity';

/** Where staff notification of one request stands on one channel. */
export class NotificationStateDto {
  @ApiProperty({ enum: NOTIFICATION_CHANNELS, example: 'email' })
  channel: NotificationChannel;

  @ApiProperty({
    enum: NOTIFICATION_STATUSES,
    example: 'sent',
    description:
      'pending: waiting for its next attempt · sending: being sent · sent · failed: given up on · ' +
      'skipped: the channel is not configured',
  })
  status: NotificationStatus;

  @ApiProperty({ type: 'integer', example: 1, description: 'Attempts made so far' })
  attempts: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: null,
    description: 'Why the last attempt failed (no personal data)',
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

  static from(row: Notification): NotificationStateDto {
    const onItsWay = row.status === 'pending' || row.status === 'sending';
    return {
      channel: row.channel,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
      nextAttemptAt: onItsWay ? row.nextAttemptAt.toISOString() : null,
    };
  }
}
