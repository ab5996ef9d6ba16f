import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactSubmission } from '../contacts/contact-submission.entity';
import { EmailChannel } from './email-channel';
import { Notification } from './notification.entity';
import { NotificationDispatcher } from './notification-dispatcher';
import { NotificationOutbox } from './notification-outbox.service';
import { NotificationsController } from './notifications.controller';
import { ProspectAcknowledgment } from './prospect-acknowledgment.entity';
import { WebhookChannel } from './webhook-channel';

/** Instant staff notification of new requests, by email and an optional signed webhook, from the outbox. */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, ContactSubmission, ProspectAcknowledgment])],
  controllers: [NotificationsController],
  providers: [NotificationOutbox, NotificationDispatcher, EmailChannel, WebhookChannel],
  exports: [NotificationDispatcher],
})
export class NotificationsModule {}
