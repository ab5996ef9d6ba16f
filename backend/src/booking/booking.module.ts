import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module';
import { ContentModule } from '../content/content.module';
import { BookingEmailLimits } from './booking-email-limits';
import { BookingMailer } from './booking-mailer';
import { BookingSettingsController } from './booking-settings.controller';
import { BookingSettingsRow } from './booking-settings.entity';
import { BookingSettingsRepository } from './booking-settings.repository';
import { BookingSettingsService } from './booking-settings.service';
import { BookingService } from './booking.service';
import { BOOKINGS_STORAGE } from './bookings-storage';

/**
 * Online booking of the free consultation: the availability staff set (BookingSettingsService), the bookings
 * (BookingsRepository, per engine), the rules that offer, take, move and cancel a slot (BookingService), and
 * the prospect's emails of each booking and its reminders (BookingMailer).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingSettingsRow]), ContentModule, ContactsModule],
  controllers: [BookingSettingsController],
  providers: [
    BookingSettingsRepository,
    BookingSettingsService,
    ...BOOKINGS_STORAGE,
    BookingService,
    BookingEmailLimits,
    BookingMailer,
  ],
  exports: [BookingSettingsService, BookingService],
})
export class BookingModule {}
