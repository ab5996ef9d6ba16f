import { ApiProperty } from '@nestjs/swagger';
import { ContactDetailDto } from '../../inbox/dto/contact-detail.dto';
import { SubscriptionRecordDto } from '../../newsletter/dto/subscribers.dto';
import { DataSubjectBookingDto } from './data-subject-booking.dto';

/** Everything the firm holds for one email address (Ley 1581 de 2012 art. 8: the right to know). */
export class DataSubjectAccessDto {
  @ApiProperty({ example: 'maria@example.com', format: 'email' })
  email: string;

  @ApiProperty({ example: '2025-06-01T14:30:00.000Z', format: 'date-time' })
  generatedAt: string;

  @ApiProperty({
    type: 'integer',
    example: 24,
    description: 'How many months requests are kept before they are deleted automatically',
  })
  retentionMonths: number;

  @ApiProperty({
    type: [ContactDetailDto],
    description: 'Every request sent from that address, newest first, with its proof of consent and notes',
  })
  submissions: ContactDetailDto[];

  @ApiProperty({
    type: [SubscriptionRecordDto],
    description: 'The newsletter subscription of that address, if any, with its proof of consent',
  })
  subscriptions: SubscriptionRecordDto[];

  @ApiProperty({
    type: [DataSubjectBookingDto],
    description: 'The meetings booked online with those requests, by request (newest first), then by start',
  })
  bookings: DataSubjectBookingDto[];
}
