import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module';
import { ContactsModule } from '../contacts/contacts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactsController } from './contacts.controller';
import { ContactViews } from './contact-views';

/**
 * The staff's inbox: /api/contacts, where a request is shown with its notes, notification states and booking.
 * It sits above the modules it reads, so none of them depends on the others' views.
 */
@Module({
  imports: [ContactsModule, NotificationsModule, BookingModule],
  controllers: [ContactsController],
  providers: [ContactViews],
  exports: [ContactViews],
})
export class InboxModule {}
