import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module';
import { ContentModule } from '../content/content.module';
import { EmailChannel } from './email-channel';
import { NotificationSender } from './notification-sender.entity';
import { NotificationSendersRepository } from './notification-senders.repository';
import { Notification } from './notification.entity';
import { NotificationDispatcher } from './notification-dispatcher';
import { NotificationOutbox } from './notification-outbox.repository';
import { EmailStatusController } from './email-status.controller';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { WebhookChannel } from './webhook-channel';

/**
 * From the outbox: staff's notification of new requests and their overdue reminders (email and an optional
 * signed webhook), and the prospect's acknowledgment. It reads requests through the contacts module, never
 * the other way round; the staff views read notification states through NotificationsService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationSender]), ContactsModule, ContentModule],
  controllers: [NotificationsController, EmailStatusController],
  providers: [
    NotificationOutbox,
    NotificationSendersRepository,
    NotificationDispatcher,
    NotificationsService,
    EmailChannel,
    WebhookChannel,
  ],
  exports: [NotificationDispatcher, NotificationsService],
})
export class NotificationsModule {}
