import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches } from 'class-validator';
import { MaxChars, normaliseText, SINGLE_LINE } from '../../common/text-rules';

/**
 * The address of the person whose data is asked for or erased, normalised as the form stores addresses
 * (NFC, trimmed, lower-case), so it matches however staff typed it. Sent in a POST body so it never sits in
 * a URL or an access log. class-validator runs the decorators bottom-up: the type check first.
 */
export class DataSubjectEmailDto {
  @ApiProperty({ example: 'maria@example.com', format: 'email', maxLength: 254 })
  @Transform(({ value }: { value: unknown }) => {
    const text = normaliseText(value);
    return typeof text === 'string' ? text.toLowerCase() : text;
  })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxChars(254, { message: 'email must be at most 254 characters' })
  @Matches(SINGLE_LINE, { message: 'email must be a valid email address' })
  @IsString({ message: 'email must be a valid email address' })
  email: string;
}
