import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module';
import { BookingFeedController, BookingFeedLinkController } from './booking-feed.controller';
import { BookingFeedRow } from './booking-feed.entity';
import { BookingFeedRepository } from './booking-feed.repository';
import { BookingFeedService } from './booking-feed.service';
import { BookingSettingsController } from './booking-settings.controller';
import { BookingSettingsRow } from './booking-settings.entity';
import { BookingSettingsRepository } from './booking-settings.repository';
import { BookingSettingsService } from './booking-settings.service';
import { BookingService } from './booking.service';
import { BOOKINGS_STORAGE } from './bookings-storage';
import { StaffBookingsController } from './staff-bookings.controller';
import { StaffBookingsService } from './staff-bookings.service';

/**
 * Online booking of the free consultation: the availability staff set (BookingSettingsService), the bookings
 * (BookingsRepository, per engine), the rules that offer, take, move and cancel a slot (BookingService), the
 * staff's calendar and changes (StaffBookingsService) and their private calendar feed (BookingFeedService).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingSettingsRow, BookingFeedRow]), ContentModule],
  controllers: [
    BookingSettingsController,
    StaffBookingsController,
    BookingFeedLinkController,
    BookingFeedController,
  ],
  providers: [
    BookingSettingsRepository,
    BookingSettingsService,
    ...BOOKINGS_STORAGE,
    BookingService,
    StaffBookingsService,
    BookingFeedRepository,
    BookingFeedService,
  ],
  exports: [BookingSettingsService, BookingService],
})
export class BookingModule {}
