import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  BOOKING_LIMITS as L,
  type BookingAvailability,
  type DayRange,
  MAX_SPANS_PER_DAY,
  MEETING_PLACES,
  type MeetingKind,
  type MeetingPlace,
  type Weekday,
} from '@abogados/shared';
import { Nested, NestedList, Text } from '../../content/dto/content-rules';
import {
  CalendarDay,
  ClosedDays,
  ClosesAt,
  OpensAt,
  Week,
  WeekdayKey,
} from '../../content/dto/office-hours.dto';

/** A meeting kind's key: what a booking records. */
export const KIND_ID = /^[a-z0-9-]{1,40}$/;

/** A whole number from `min` to `max`, both included. */
function WholeNumber(field: string, min: number, max: number, description: string): PropertyDecorator {
  const rule = `${field} must be a whole number from ${min} to ${max}`;
  // In the order they are checked: a value that is no whole number is named so, not "over the maximum".
  return applyDecorators(
    IsInt({ message: rule }),
    Min(min, { message: rule }),
    Max(max, { message: rule }),
    ApiProperty({ type: 'integer', minimum: min, maximum: max, description }),
  );
}

/** A bookable span of a day: its times' shape here, its order among the day's spans in booking-rules. */
export class BookableSpan {
  @OpensAt()
  opens: string;

  @ClosesAt()
  closes: string;
}

export class BookableDay {
  @WeekdayKey()
  day: Weekday;

  @NestedList('spans', BookableSpan, 0, MAX_SPANS_PER_DAY)
  spans: BookableSpan[];
}

export class VacationRange implements DayRange {
  @ApiProperty({ type: 'string', format: 'date', example: '2026-12-21', description: 'First day off' })
  @CalendarDay('from')
  from: string;

  @ApiProperty({ type: 'string', format: 'date', example: '2027-01-08', description: 'Last day off' })
  @CalendarDay('to')
  to: string;
}

export class MeetingKindName {
  @Text('name.es', L.kindNameMax, { example: 'En la oficina' })
  es: string;

  @Text('name.en', L.kindNameMax, { example: 'At the office' })
  en: string;
}

export class MeetingKindDto implements MeetingKind {
  @ApiProperty({ example: 'oficina', pattern: KIND_ID.source, description: 'What a booking records' })
  @Matches(KIND_ID, { message: 'id must be 1 to 40 lower-case letters, digits or dashes' })
  @IsString({ message: 'id must be 1 to 40 lower-case letters, digits or dashes' })
  id: string;

  @Nested('name', MeetingKindName)
  name: MeetingKindName;

  @WholeNumber('minutes', L.minMeetingMinutes, L.maxMeetingMinutes, 'How long the meeting lasts')
  minutes: number;

  @ApiProperty({ enum: MEETING_PLACES })
  @IsIn(MEETING_PLACES, { message: `place must be one of ${MEETING_PLACES.join(', ')}` })
  place: MeetingPlace;

  @ApiProperty({
    type: 'string',
    nullable: true,
    maxLength: L.videoUrlMax,
    example: 'https://meet.example.com/abogados',
    description: "The firm's video link (https): required for an active video kind",
  })
  @ValidateIf((_kind, value) => value !== null)
  @IsUrl(
    { protocols: ['https'], require_protocol: true },
    { message: 'videoUrl must be an https link, or null' },
  )
  @MaxLength(L.videoUrlMax, { message: `videoUrl must be at most ${L.videoUrlMax} characters` })
  @IsString({ message: 'videoUrl must be an https link, or null' })
  videoUrl: string | null;

  @ApiProperty({ description: 'Offered to visitors' })
  @IsBoolean({ message: 'active must be true or false' })
  active: boolean;
}

/** What staff set for bookings (shared/src/booking.ts): shapes and ranges here, the rules across fields in booking-rules. */
export class BookingAvailabilityDto implements BookingAvailability {
  @Week('week', BookableDay)
  week: BookableDay[];

  @ClosedDays()
  closedDays: string[];

  @NestedList('vacations', VacationRange, 0, L.maxVacations)
  vacations: VacationRange[];

  @WholeNumber('bufferMinutes', 0, L.maxBufferMinutes, 'Minutes kept free after each meeting')
  bufferMinutes: number;

  @WholeNumber(
    'noticeMinutes',
    0,
    L.maxNoticeMinutes,
    'The earliest a meeting can start, in minutes from now',
  )
  noticeMinutes: number;

  @WholeNumber('horizonDays', 0, L.maxHorizonDays, 'How many days ahead a visitor can book (today is day 0)')
  horizonDays: number;

  @WholeNumber('dailyCap', 0, L.maxDailyCap, 'At most this many meetings a day (0: no cap)')
  dailyCap: number;

  @ApiProperty({ enum: L.stepMinutes, type: 'integer', description: 'Meetings start on multiples of this' })
  @IsIn(L.stepMinutes, { message: `stepMinutes must be one of ${L.stepMinutes.join(', ')}` })
  stepMinutes: number;

  @NestedList('kinds', MeetingKindDto, 0, L.maxKinds)
  kinds: MeetingKindDto[];
}

/** The availability with the version it was edited from. */
export class UpdateBookingAvailabilityDto {
  @Nested('availability', BookingAvailabilityDto)
  availability: BookingAvailabilityDto;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'The version the editor loaded (0 before the first save): if another save came first, the save is refused with 409',
  })
  @Min(0, { message: 'version must be the version the editor loaded' })
  @IsInt({ message: 'version must be the version the editor loaded' })
  version: number;
}

export class BookingAvailabilityResponseDto {
  @ApiProperty({ type: BookingAvailabilityDto })
  availability: BookingAvailabilityDto;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'The saved version; 0 until staff first save' })
  version: number;
}
