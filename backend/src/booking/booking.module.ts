import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module';
import { BookingIntake } from './booking-intake';
import { BookingSettingsController } from './booking-settings.controller';
import { BookingSettingsRow } from './booking-settings.entity';
import { BookingSettingsRepository } from './booking-settings.repository';
import { BookingSettingsService } from './booking-settings.service';
import { BookingService } from './booking.service';
import { BOOKINGS_STORAGE } from './bookings-storage';

/**
 * Online booking of the free consultation: the availability staff set (BookingSettingsService), the bookings
 * (BookingsRepository, per engine) and the rules that offer, take, move and cancel a slot (BookingService).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingSettingsRow]), ContentModule],
  controllers: [BookingSettingsController],
  providers: [
    BookingSettingsRepository,
    BookingSettingsService,
    ...BOOKINGS_STORAGE,
    BookingService,
    BookingIntake,
  ],
  exports: [BookingSettingsService, BookingService, BookingIntake],
})
export class BookingModule {}
