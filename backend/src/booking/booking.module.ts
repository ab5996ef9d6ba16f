import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module';
import { BookingSettingsController } from './booking-settings.controller';
import { BookingSettingsRow } from './booking-settings.entity';
import { BookingSettingsRepository } from './booking-settings.repository';
import { BookingSettingsService } from './booking-settings.service';

/**
 * Online booking of the free consultation (issue 39): the availability staff set
 * (GET and PUT /api/admin/booking/availability), which BookingSettingsService.current() gives the slot engine.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingSettingsRow]), ContentModule],
  controllers: [BookingSettingsController],
  providers: [BookingSettingsRepository, BookingSettingsService],
  exports: [BookingSettingsService],
})
export class BookingModule {}
