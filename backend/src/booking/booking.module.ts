import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactLimits } from '../contact/contact-limits';
import { ContactsModule } from '../contacts/contacts.module';
import { ContentModule } from '../content/content.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { BookingEmailLimits } from './booking-email-limits';
import { BookingFeedController, BookingFeedLinkController } from './booking-feed.controller';
import { BookingFeedRow } from './booking-feed.entity';
import { BookingFeedRepository } from './booking-feed.repository';
import { BookingFeedService } from './booking-feed.service';
import { BookingHoneypotMiddleware } from './booking-honeypot.middleware';
import { BookingIntake } from './booking-intake';
import { BookingMailer } from './booking-mailer';
import { BookingSettingsController } from './booking-settings.controller';
import { BookingSettingsRow } from './booking-settings.entity';
import { BookingSettingsRepository } from './booking-settings.repository';
import { BookingSettingsService } from './booking-settings.service';
import { BookingController } from './booking.controller';
import { BookingFormController } from './form/booking-form.controller';
import { BookingPages } from './form/booking-pages';
import { SiteModule } from '../site/site.module';
import { BookingService } from './booking.service';
import { BOOKINGS_STORAGE } from './bookings-storage';
import { StaffBookingsController } from './staff-bookings.controller';
import { StaffBookingsService } from './staff-bookings.service';

/**
 * Online booking of the free consultation: the availability staff set (BookingSettingsService), the bookings
 * (BookingsRepository, per engine), the rules that offer, take, move and cancel a slot (BookingService), a
 * visitor's booking as a consultation request (BookingIntake, under the form's rate limits), the prospect's
 * emails of each booking and its reminders (BookingMailer), the staff's calendar and changes
 * (StaffBookingsService) and their private calendar feed (BookingFeedService).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingSettingsRow, BookingFeedRow]),
    ContentModule,
    ContactsModule,
    NotificationsModule,
    SiteModule,
  ],
  controllers: [
    BookingSettingsController,
    BookingController,
    BookingFormController,
    StaffBookingsController,
    BookingFeedLinkController,
    BookingFeedController,
  ],
  providers: [
    BookingSettingsRepository,
    BookingSettingsService,
    ...BOOKINGS_STORAGE,
    BookingService,
    BookingEmailLimits,
    BookingMailer,
    BookingIntake,
    ContactLimits,
    StaffBookingsService,
    BookingFeedRepository,
    BookingFeedService,
    BookingPages,
  ],
  exports: [BookingSettingsService, BookingService, BookingIntake, StaffBookingsService],
})
export class BookingModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(BookingHoneypotMiddleware).forRoutes({ path: 'booking', method: RequestMethod.POST });
  }
}
