import { type Language } from '@abogados/shared';
import { BadRequestException } from '@nestjs/common';
import { canonicalPath, decodePath } from '../../site/canonical';
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

/**
 * The page a form says it was on (its `return` field), when `accepts` takes that page of the site; anything
 * else (another site, a scheme, "//host", a path it does not take) is never followed: `fallback`.
 */
export function returnPath(raw: string, accepts: (path: string) => boolean, fallback: string): string {
  const decoded = raw.startsWith('/') && !raw.startsWith('//') ? decodePath(raw) : undefined;
  const path = decoded === undefined ? undefined : canonicalPath(decoded);
  return path !== undefined && accepts(path) ? path : fallback;
}

/** The language of the page a form was on: the `idioma` it posted, else the one its return path implies. */
export function postedLanguage(idioma: string, returnPath: string): Language {
  if (idioma === 'es' || idioma === 'en') return idioma;
  return returnPath === '/en' || returnPath.startsWith('/en/') ? 'en' : 'es';
}
