import { ApiProperty } from '@nestjs/swagger';
import { type ContactNote, NOTE_MAX_CHARS } from '../contact-note.entity';

/** A staff member's internal note on a request. */
export class ContactNoteDto {
  @ApiProperty({ type: 'integer', example: 7 })
  id: number;

  @ApiProperty({ example: 'staff@example.com', description: 'The email of the staff member who wrote it' })
  author: string;

  @ApiProperty({ example: 'Llamé al cliente; cita el martes.', maxLength: NOTE_MAX_CHARS })
  body: string;

  @ApiProperty({ example: '2025-06-01T15:00:00.000Z', format: 'date-time' })
  createdAt: string;

  static from(note: ContactNote): ContactNoteDto {
    return { id: note.id, author: note.author, body: note.body, createdAt: note.createdAt.toISOString() };
  }
}
