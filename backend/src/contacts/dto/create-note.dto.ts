import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MinLength } from 'class-validator';
import { MaxChars, MULTI_LINE, trimText } from '../../common/text-rules';
import { NOTE_MAX_CHARS } from '../contact-note.entity';

/** A new internal note: trimmed, NFC, 1 to 2000 characters; line breaks and tabs allowed. */
export class CreateNoteDto {
  @ApiProperty({ example: 'Llamé al cliente; cita el martes.', minLength: 1, maxLength: NOTE_MAX_CHARS })
  @Transform(trimText)
  @Matches(MULTI_LINE, { message: 'body contains characters that are not allowed' })
  @MaxChars(NOTE_MAX_CHARS, { message: `body must be at most ${NOTE_MAX_CHARS} characters` })
  @MinLength(1, { message: 'body must not be empty' })
  @IsString({ message: 'body must be text' })
  body: string;
}
