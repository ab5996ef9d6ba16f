import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { MEETING_PLACES, type MeetingPlace } from '@abogados/shared';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { DATE_TIME, IsDateTime, isFirmDayInRange } from '../../common/date-time-rules';
import { CASE_TYPES } from '../../contacts/contact-submission.entity';
import { BOOKING_STATUSES, type BookingStatus } from '../booking.entity';
import { MeetingKindName } from './booking-availability.dto';

/** The staff's calendar: at most this many days at a time, and this many when `to` is not given. */
export const STAFF_RANGE = { maxDays: 92, defaultDays: 14 } as const;

/** A calendar day whose whole Medellín day the database can compare with. */
function IsFirmDay(field: string, options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'isCalendarDay', validator: { validate: isFirmDayInRange } },
    { message: `${field} must be a calendar day written YYYY-MM-DD`, ...options },
  );
}

/** An empty parameter (a form's blank field) means the default. */
const blankAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

export class StaffBookingsQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-12-07',
    description: 'First Medellín day included; today when absent',
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsFirmDay('from')
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-12-21',
    description: `Last Medellín day included, not before from and at most ${STAFF_RANGE.maxDays} days from it (both counted); from + ${STAFF_RANGE.defaultDays} days when absent`,
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsFirmDay('to')
  to?: string;
}

/** The sequence the panel last read: a change made since (a visitor's or another staff member's) is a 409. */
const SEQUENCE = () =>
  ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 0,
    description: 'The booking’s sequence as loaded; anything else is refused with 409 (booking.link.stale)',
  });
const SEQUENCE_RULE = 'sequence must be the booking’s sequence as loaded, a whole number from 0';

export class CancelBookingDto {
  @SEQUENCE()
  @Max(2_147_483_647, { message: SEQUENCE_RULE })
  @Min(0, { message: SEQUENCE_RULE })
  @IsInt({ message: SEQUENCE_RULE })
  sequence: number;
}

export class MoveBookingDto extends CancelBookingDto {
  @ApiProperty({
    format: 'date-time',
    pattern: DATE_TIME.source,
    example: '2026-12-08T10:00:00-05:00',
    description:
      'The new start, with seconds and its offset: one the visitor could pick (the same notice, buffer, ' +
      'daily cap, horizon and start grid; staff override none of them)',
  })
  @IsDateTime('start')
  start: string;
}

/** The booking's request, as the panel lists it beside the meeting. */
export class StaffBookingRequestDto {
  @ApiProperty({ type: 'integer', example: 42 })
  id: number;

  @ApiProperty({ example: 'María José Pérez' })
  nombre: string;

  @ApiProperty({ example: 'maria@example.com' })
  email: string;

  @ApiProperty({ example: '+57 300 123 4567' })
  telefono: string;

  @ApiProperty({ enum: CASE_TYPES })
  tipo_caso: string;

  @ApiProperty()
  processed: boolean;
}

/** A booking in short: when, what kind, where and whether it is still on (a request's, in Requests). */
export class BookingSummaryDto {
  @ApiProperty({ type: 'integer', example: 7 })
  id: number;

  @ApiProperty({ example: 'oficina', description: 'The meeting kind’s id' })
  kind: string;

  @ApiProperty({
    type: MeetingKindName,
    description: 'The kind’s name as staff set it now; its id in both when the kind was removed since',
  })
  kindName: MeetingKindName;

  @ApiProperty({ enum: MEETING_PLACES })
  place: MeetingPlace;

  @ApiProperty({ format: 'date-time' })
  start: string;

  @ApiProperty({ format: 'date-time' })
  end: string;

  @ApiProperty({ enum: BOOKING_STATUSES })
  status: BookingStatus;
}

@ApiExtraModels(StaffBookingRequestDto)
export class StaffBookingDto extends BookingSummaryDto {
  @ApiProperty({ example: '5f0c…@abogados.example', description: 'The calendar invitation’s UID' })
  uid: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'One more on every move or cancellation' })
  sequence: number;

  // A oneOf with a null-only branch: OpenAPI 3.0's `nullable` beside `allOf: [$ref]` does not let null through.
  @ApiProperty({
    oneOf: [
      { $ref: getSchemaPath(StaffBookingRequestDto) },
      { type: 'string', nullable: true, enum: [null] },
    ],
    description: 'The consultation request the booking belongs to; null for one booked without a request',
  })
  submission: StaffBookingRequestDto | null;
}

export class StaffBookingListDto {
  @ApiProperty({ type: [StaffBookingDto], description: 'By start; cancelled ones included' })
  bookings: StaffBookingDto[];
}

export class StaffBookingAnswerDto {
  @ApiProperty({ type: StaffBookingDto })
  booking: StaffBookingDto;
}

export class BookingFeedLinkDto {
  @ApiProperty({
    example: 'https://abogados.example/api/booking/feed/3q2-7wEjS9Zp0iB8y1K_xvF4nT6uHcLmQaRdJeW5oGk.ics',
    description: 'The private calendar feed’s address, to subscribe to from a calendar app',
  })
  url: string;
}
