import { ApiProperty } from '@nestjs/swagger';
import { type Language, MEETING_PLACES, type MeetingPlace } from '@abogados/shared';
import { CONSENT_LANGUAGES } from '../../contact/consent';
import { BOOKING_STATUSES, type BookingStatus } from '../booking.entity';

export class KindNameDto {
  @ApiProperty({ example: 'Consulta en la oficina' })
  es: string;

  @ApiProperty({ example: 'Meeting at the office' })
  en: string;
}

/** What the visitor may see of a booking: no staff fields, no other visitor's data. */
export class PublicBookingDto {
  @ApiProperty({ example: '0b8f6c1e-6d1a-4c1e-9a53-2f0d5f3c1b7a@example.com' })
  uid: string;

  @ApiProperty({ example: 'oficina' })
  kind: string;

  @ApiProperty({ type: KindNameDto })
  kindName: KindNameDto;

  @ApiProperty({ enum: MEETING_PLACES, example: 'office' })
  place: MeetingPlace;

  @ApiProperty({ example: '2025-06-02T14:30:00.000Z', format: 'date-time' })
  start: string;

  @ApiProperty({ example: '2025-06-02T15:15:00.000Z', format: 'date-time' })
  end: string;

  @ApiProperty({ enum: BOOKING_STATUSES, example: 'booked' })
  status: BookingStatus;

  @ApiProperty({ type: 'integer', example: 0, description: 'One more on every reschedule or cancellation' })
  sequence: number;

  @ApiProperty({ enum: CONSENT_LANGUAGES, example: 'es' })
  language: Language;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'Calle 10 # 43-12, Medellín',
    description: 'The office address, the video link, or null for a phone call (the firm calls `phone`)',
  })
  where: string | null;

  @ApiProperty({ example: '+57 300 123 4567', description: 'The phone the visitor gave with the booking' })
  phone: string;
}

/** A booking just made and the secret of its private links (shown once). */
export class ReservedBookingDto {
  @ApiProperty({ type: PublicBookingDto })
  booking: PublicBookingDto;

  @ApiProperty({ example: 'q3Jx…', description: 'The secret of the private manage link' })
  token: string;
}

export class BookingAnswerDto {
  @ApiProperty({ type: PublicBookingDto })
  booking: PublicBookingDto;
}
