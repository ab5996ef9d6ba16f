import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module';
import { ContactsModule } from '../contacts/contacts.module';
import { InboxModule } from '../inbox/inbox.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { DataRightsController } from './data-rights.controller';
import { DataRightsService } from './data-rights.service';
import { RetentionService } from './retention.service';

/** Data-protection rights: access and erasure requests, and the retention purge. */
@Module({
  imports: [BookingModule, ContactsModule, InboxModule, NewsletterModule],
  controllers: [DataRightsController],
  providers: [DataRightsService, RetentionService],
  exports: [RetentionService],
})
export class DataRightsModule {}
