import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../validation';

// Reading a form the browser posted itself (application/x-www-form-urlencoded), and checking it with the
// rules of the JSON endpoint it stands in for.

/** A checked checkbox without a value attribute posts "on"; an unchecked one posts nothing. */
export const CONSENT_CHECKED = 'on';

/** One string per field of `fields` ('' when missing or repeated); other fields are ignored. */
export function readFields<F extends string>(body: unknown, fields: readonly F[]): Record<F, string> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = Object.hasOwn(source, field) ? source[field] : undefined;
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

const pipe = createValidationPipe();

export type Validated<T> = { ok: true; request: T } | { ok: false; errors: Record<string, string> };

/** A body through the API's ValidationPipe and a DTO, as a JSON request would go: the DTO or the messages. */
export async function validateBody<T>(
  metatype: new () => T,
  body: Record<string, unknown>,
): Promise<Validated<T>> {
  try {
    const request = (await pipe.transform(body, { type: 'body', metatype })) as T;
    return { ok: true, request };
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    const { errors } = error.getResponse() as { errors?: Record<string, string> };
    return { ok: false, errors: errors ?? {} };
  }
}
