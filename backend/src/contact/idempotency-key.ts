import { createHash } from 'node:crypto';
import { CONSULTATION_FIELDS } from '@abogados/shared';
import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Request } from 'express';
import { type ContactSubmissionFields } from '../contacts/contact-submission.entity';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 8 to 128 characters: letters, digits, "-" and "_"';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request: send a new key with changed details';

/** The Idempotency-Key header: undefined when absent, a 400 when it breaks the pattern (or comes twice). */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const value = context.switchToHttp().getRequest<Request>().headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new BadRequestException(IDEMPOTENCY_KEY_MESSAGE);
  }
  return value;
});

/**
 * What is stored of a key: its SHA-256. The database never holds the key a visitor's browser keeps, and a
 * stored answer is only given back to a request that repeats the same details (see sameRequest).
 */
export function idempotencyKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

const COMPARED: Array<keyof ContactSubmissionFields> = [
  ...CONSULTATION_FIELDS,
  'language',
  'privacyPolicyVersion',
];

/** Whether a stored request has exactly the fields of a new one (a repeat, not a different request). */
export function sameRequest(stored: ContactSubmissionFields, incoming: ContactSubmissionFields): boolean {
  return COMPARED.every((field) => stored[field] === incoming[field]);
}
