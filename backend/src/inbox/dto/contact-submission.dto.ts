import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { BookingSummaryDto } from '../../booking/dto/staff-bookings.dto';
import { CASE_TYPES, type ContactSubmission } from '../../contacts/contact-submission.entity';
import { NotificationStateDto } from '../../notifications/dto/notification-state.dto';

/** A stored consultation request as staff see it. */
@ApiExtraModels(BookingSummaryDto)
export class ContactSubmissionDto {
  @ApiProperty({ type: 'integer', example: 42 })
  id: number;

  @ApiProperty({ example: 'María Pérez', maxLength: 120 })
  nombre: string;

  @ApiProperty({ example: 'maria@example.com', format: 'email', maxLength: 254 })
  email: string;

  @ApiProperty({ example: '+57 300 123 4567', maxLength: 30 })
  telefono: string;

  @ApiProperty({
    example: 'familia',
    description: `One of ${CASE_TYPES.join(', ')}; older records may hold other values, shown as they are.`,
  })
  tipo_caso: string;

  @ApiProperty({ example: 'Necesito asesoría sobre un proceso de divorcio.', maxLength: 5000 })
  mensaje: string;

  @ApiProperty({ example: false, description: 'false while pending, true once staff marked it processed' })
  processed: boolean;

  @ApiProperty({ example: '2025-06-01T14:30:00.000Z', format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    example: '2025-06-01T15:30:00.000Z',
    format: 'date-time',
    description:
      'When the answer is due: 60 minutes counted inside business hours in Medellín (public holidays closed)',
  })
  answerBy: string;

  @ApiProperty({ example: true, description: 'The visitor accepted the privacy policy' })
  consent: boolean;

  @ApiProperty({
    type: 'boolean',
    nullable: true,
    example: null,
    description:
      "Staff's word on whether the phone number has WhatsApp: true or false as they marked it, null while " +
      'unmarked (the panel then goes by the number: a Colombian mobile has it, a landline not)',
  })
  whatsapp: boolean | null;

  @ApiProperty({
    type: [NotificationStateDto],
    description:
      "This request's notifications: staff's (email, then webhook), the prospect's acknowledgment, the overdue reminder",
  })
  notifications: NotificationStateDto[];

  @ApiProperty({ type: 'integer', example: 2, description: 'How many internal notes it has' })
  noteCount: number;

  // A oneOf with a null-only branch: OpenAPI 3.0's `nullable` beside `allOf: [$ref]` does not let null through.
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(BookingSummaryDto) }, { type: 'string', nullable: true, enum: [null] }],
    description:
      'The meeting the visitor booked online for this request: the latest one still on, else the latest ' +
      'cancelled one, else null. While one is on, the request counts as answered for the 60-minute ' +
      'promise (never overdue); a cancelled one brings the answer-by time back.',
  })
  booking: BookingSummaryDto | null;

  static from(
    entity: ContactSubmission,
    notifications: NotificationStateDto[] = [],
    noteCount = 0,
    booking: BookingSummaryDto | null = null,
  ): ContactSubmissionDto {
    return {
      id: entity.id,
      nombre: entity.nombre,
      email: entity.email,
      telefono: entity.telefono,
      tipo_caso: entity.tipo_caso,
      mensaje: entity.mensaje,
      processed: entity.processed,
      createdAt: entity.createdAt.toISOString(),
      // Set on every row (stored with it, or by the migration that added it).
      answerBy: (entity.answerBy ?? entity.createdAt).toISOString(),
      consent: entity.consent,
      whatsapp: entity.hasWhatsapp ?? null,
      notifications,
      noteCount,
      booking,
    };
  }
}
