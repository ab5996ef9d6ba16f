import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactsController } from './contacts.controller';
import { ContactViews } from './contact-views';

/**
 * The staff's inbox: /api/contacts, where a request is shown with its notes and notification states. It sits
 * above both modules it reads, so neither of them depends on the other's views.
 */
@Module({
  imports: [ContactsModule, NotificationsModule],
  controllers: [ContactsController],
  providers: [ContactViews],
  exports: [ContactViews],
})
export class InboxModule {}
