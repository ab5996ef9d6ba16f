import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MEETING_PLACES, type MeetingPlace } from '@abogados/shared';
import { NotBeforeFrom } from '../../contacts/dto/contact-filter.dto';
import { CalendarDay } from '../../content/dto/office-hours.dto';
import { KindNameDto } from './public-booking.dto';

export class OfferedKindDto {
  @ApiProperty({ example: 'oficina' })
  id: string;

  @ApiProperty({ type: KindNameDto })
  name: KindNameDto;

  @ApiProperty({ type: 'integer', example: 45 })
  minutes: number;

  @ApiProperty({ enum: MEETING_PLACES, example: 'office' })
  place: MeetingPlace;
}

/** What a visitor can book: the active meeting kinds and how far ahead and how soon. */
export class BookingOfferDto {
  @ApiProperty({ type: [OfferedKindDto] })
  kinds: OfferedKindDto[];

  @ApiProperty({
    type: 'integer',
    example: 30,
    description: 'Days ahead a meeting can be booked (today is 0)',
  })
  horizonDays: number;

  @ApiProperty({
    type: 'integer',
    example: 120,
    description: 'The earliest a meeting can start, in minutes from now',
  })
  noticeMinutes: number;
}

export class BookingSlotsQueryDto {
  @ApiProperty({ example: 'oficina', description: 'A meeting kind id from GET /api/booking/offer' })
  @IsString()
  @MaxLength(40)
  kind: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date',
    example: '2026-12-01',
    description: 'First day (Medellín); today when absent',
  })
  @IsOptional()
  @CalendarDay('from')
  from?: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date',
    example: '2026-12-07',
    description: 'Last day (Medellín); the horizon when absent',
  })
  @IsOptional()
  @NotBeforeFrom({ message: 'to must be the same day as from or later' })
  @CalendarDay('to')
  to?: string;
}

export class FreeSlotDto {
  @ApiProperty({ format: 'date-time', example: '2026-12-01T14:30:00.000Z' })
  start: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T15:15:00.000Z' })
  end: string;
}

export class SlotDayDto {
  @ApiProperty({ type: 'string', format: 'date', example: '2026-12-01' })
  day: string;

  @ApiProperty({ type: [FreeSlotDto] })
  slots: FreeSlotDto[];
}

/** The free starts of one kind, day by day (Medellín days, UTC instants). */
export class BookingSlotsDto {
  @ApiProperty({ example: 'oficina' })
  kind: string;

  @ApiProperty({ type: [SlotDayDto] })
  days: SlotDayDto[];
}
