import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { EMAIL_MAX_CHARS, emailProblem, normaliseEmail } from '@abogados/shared';

export { EMAIL_MAX_CHARS };

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
      `at most ${EMAIL_MAX_CHARS} characters once trimmed. Plain addresses only: the local part letters, ` +
      "digits and !#$%&'*+/=^_`{|}~- with dots between, the domain a name (internationalised ones too); " +
      'quoted local parts, comments, IP literals and "?" are refused.',
  };
}

/**
 * An email field of a request body: documented, normalised (NFC, trimmed, lower case) and validated by the
 * shared plain-address rule (shared/src/email.ts), the one the consultation form runs in the browser.
 */
export function EmailInput(example: string, messages: { invalid: string; tooLong: string }) {
  return applyDecorators(
    ValidateBy(
      { name: 'plainEmail', validator: { validate: (value: unknown) => emailProblem(value) === undefined } },
      { message: ({ value }) => (emailProblem(value) === 'tooLong' ? messages.tooLong : messages.invalid) },
    ),
    Transform(({ value }: { value: unknown }) => normaliseEmail(value)),
    ApiProperty(emailInputSchema(example)),
  );
}
