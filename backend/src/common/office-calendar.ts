import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { type OfficeHours } from '@abogados/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type BusinessCalendar, officeCalendar } from './business-hours';

/**
 * The calendar the 60-minute answer promise counts in: the office hours staff edit (site content), which
 * the content service hands over on start and after every change any server makes. BUSINESS_HOURS only
 * until then (it is the hours' seed).
 */
@Injectable()
export class OfficeCalendar {
  private hours?: OfficeHours;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  calendar(): BusinessCalendar {
    return this.hours ? officeCalendar(this.hours) : this.config.answerPromise.calendar;
  }

  follow(hours: OfficeHours): void {
    this.hours = hours;
  }
}

@Global()
@Module({ providers: [OfficeCalendar], exports: [OfficeCalendar] })
export class OfficeCalendarModule {}
