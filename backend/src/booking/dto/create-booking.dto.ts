import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { DATE_TIME, IsDateTime } from '../../common/date-time-rules';
import { CreateContactDto } from '../../contact/dto/create-contact.dto';

/** A start chosen from the free slots: an instant with its offset, as GET /api/booking/slots gives them. */
const StartField = () =>
  applyDecorators(
    ApiProperty({
      format: 'date-time',
      pattern: DATE_TIME.source,
      example: '2026-12-01T14:30:00.000Z',
      description: 'A free start from GET /api/booking/slots, with seconds and its offset',
    }),
    IsDateTime('start'),
  );

/**
 * A booking of the free consultation: the consultation form's fields under the form's own rules (the
 * request the booking creates or joins) plus the meeting kind and its start.
 */
export class CreateBookingDto extends CreateContactDto {
  @ApiProperty({
    example: 'oficina',
    maxLength: 40,
    description: 'A meeting kind id from GET /api/booking/offer',
  })
  @IsString()
  @MaxLength(40)
  kind: string;

  @StartField()
  start: string;
}

/** A new time for a booking, from its private link. */
export class RescheduleBookingDto {
  @StartField()
  start: string;
}
