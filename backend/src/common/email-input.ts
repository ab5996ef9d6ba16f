import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches } from 'class-validator';
import { MaxChars, normaliseText, SINGLE_LINE } from './text-rules';

export const EMAIL_MAX_CHARS = 254;

/**
 * A plain address, as people have them: the local part letters, digits, marks and
 * ! # $ % & ' * + / = ^ _ ` { | } ~ - with dots between; the domain letters, digits, marks, dots and
 * hyphens (internationalised names too). Refused, though RFC 5322 allows them: quoted local parts,
 * comments, IP literals, and '?' or any other character that would let an address add parameters
 * (recipients) to a mailto: link. isEmail checks the structure: dots, labels, the top-level part, lengths.
 */
export const PLAIN_ADDRESS = /^[\p{L}\p{M}\p{N}!#$%&'*+/=^_`{|}~.-]+@[\p{L}\p{M}\p{N}.-]+$/u;

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

/** An email field of a request body: documented, normalised (NFC, trimmed, lower case) and validated. */
export function EmailInput(example: string, messages: { invalid: string; tooLong: string }) {
  // class-validator runs a property's rules in the order they are registered: the type check first.
  return applyDecorators(
    IsString({ message: messages.invalid }),
    Matches(SINGLE_LINE, { message: messages.invalid }),
    MaxChars(EMAIL_MAX_CHARS, { message: messages.tooLong }),
    IsEmail({}, { message: messages.invalid }),
    Matches(PLAIN_ADDRESS, { message: messages.invalid }),
    Transform(({ value }: { value: unknown }) => {
      const text = normaliseText(value);
      return typeof text === 'string' ? text.toLowerCase() : text;
    }),
    ApiProperty(emailInputSchema(example)),
  );
}
