import { ApiProperty } from '@nestjs/swagger';
import { MEETING_PLACES, type MeetingPlace } from '@abogados/shared';
import { BOOKING_STATUSES, type Booking, type BookingStatus } from '../../booking/booking.entity';
import { CONSENT_LANGUAGES } from '../../contact/consent';

/** A meeting the person booked online, as the firm stores it (the private link only as its hash: not shown). */
export class DataSubjectBookingDto {
  @ApiProperty({ type: 'integer', example: 42, description: 'The request the booking belongs to' })
  submissionId: number;

  @ApiProperty({ example: '0b8f6c1e-6d1a-4c1e-9a53-2f0d5f3c1b7a@abogados.example.co' })
  uid: string;

  @ApiProperty({ example: 'oficina' })
  kind: string;

  @ApiProperty({ enum: MEETING_PLACES, example: 'office' })
  place: MeetingPlace;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T14:30:00.000Z' })
  start: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T15:15:00.000Z' })
  end: string;

  @ApiProperty({ enum: BOOKING_STATUSES, example: 'booked' })
  status: BookingStatus;

  @ApiProperty({ enum: CONSENT_LANGUAGES, example: 'es' })
  language: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-28T20:00:00.000Z' })
  createdAt: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, example: null })
  cancelledAt: string | null;

  static from(booking: Booking & { submissionId: number }): DataSubjectBookingDto {
    return {
      submissionId: booking.submissionId,
      uid: booking.uid,
      kind: booking.kindId,
      place: booking.place,
      start: booking.startAt.toISOString(),
      end: booking.endAt.toISOString(),
      status: booking.status,
      language: booking.language,
      createdAt: booking.createdAt.toISOString(),
      cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    };
  }
}
