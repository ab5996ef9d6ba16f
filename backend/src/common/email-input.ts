import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches } from 'class-validator';
import { MaxChars, normaliseText, SINGLE_LINE } from './text-rules';

export const EMAIL_MAX_CHARS = 254;

/**
 * How an email address a client sends is documented. The server trims it and reads it in lower case
 * before checking it, so `format: email` (and a maxLength counted with the spaces) would refuse addresses
 * it accepts; the pattern says only "one @, no spaces inside", and the server checks the rest.
 */
export function emailInputSchema(example: string): ApiPropertyOptions {
  return {
    type: 'string',
    example,
    pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$',
    description:
      'An email address. White space around it is ignored and letters are read in lower case; ' +
      `at most ${EMAIL_MAX_CHARS} characters once trimmed.`,
  };
}

/** An email field of a request body: documented, normalised (NFC, trimmed, lower case) and validated. */
export function EmailInput(example: string, messages: { invalid: string; tooLong: string }) {
  // class-validator runs a property's rules in the order they are registered: the type check first.
  return applyDecorators(
    IsString({ message: messages.invalid }),
    Matches(SINGLE_LINE, { message: messages.invalid }),
    MaxChars(EMAIL_MAX_CHARS, { message: messages.tooLong }),
    IsEmail({}, { message: messages.invalid }),
    Transform(({ value }: { value: unknown }) => {
      const text = normaliseText(value);
      return typeof text === 'string' ? text.toLowerCase() : text;
    }),
    ApiProperty(emailInputSchema(example)),
  );
}
