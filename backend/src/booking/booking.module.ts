import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactLimits } from '../contact/contact-limits';
import { ContactsModule } from '../contacts/contacts.module';
import { ContentModule } from '../content/content.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { BookingHoneypotMiddleware } from './booking-honeypot.middleware';
import { BookingIntake } from './booking-intake';
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

/**
 * Online booking of the free consultation: the availability staff set (BookingSettingsService), the bookings
 * (BookingsRepository, per engine), the rules that offer, take, move and cancel a slot (BookingService) and
 * a visitor's booking as a consultation request (BookingIntake, under the form's rate limits).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BookingSettingsRow]),
    ContentModule,
    ContactsModule,
    NotificationsModule,
    SiteModule,
  ],
  controllers: [BookingSettingsController, BookingController, BookingFormController],
  providers: [
    BookingSettingsRepository,
    BookingSettingsService,
    ...BOOKINGS_STORAGE,
    BookingService,
    BookingIntake,
    ContactLimits,
    BookingPages,
  ],
  exports: [BookingSettingsService, BookingService, BookingIntake],
})
export class BookingModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(BookingHoneypotMiddleware).forRoutes({ path: 'booking', method: RequestMethod.POST });
  }
}
