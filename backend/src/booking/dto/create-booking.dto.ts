import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsString, MaxLength } from 'class-validator';
import { CreateContactDto } from '../../contact/dto/create-contact.dto';

/**
 * A booking of the free consultation: the consultation form's fields under the form's own rules (the
 * request the booking creates or joins) plus the meeting kind and its start.
 */
export class CreateBookingDto extends CreateContactDto {
  @ApiProperty({ example: 'oficina', description: 'A meeting kind id from GET /api/booking/offer' })
  @IsString()
  @MaxLength(40)
  kind: string;

  @ApiProperty({
    example: '2025-06-02T14:30:00.000Z',
    format: 'date-time',
    description: 'A free start from GET /api/booking/slots (ISO instant)',
  })
  @IsISO8601({ strict: true, strictSeparator: true })
  start: string;
}
