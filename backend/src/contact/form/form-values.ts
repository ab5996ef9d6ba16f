import { CONSULTATION_FIELDS } from '@abogados/shared';
import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../../common/validation';
import { CONSENT_LANGUAGES, type ConsentLanguage } from '../consent';
import { CreateContactDto } from '../dto/create-contact.dto';
import { fillsHoneypot } from '../honeypot.middleware';

/** The fields the prerendered form posts (application/x-www-form-urlencoded), all as the browser sends them. */
export const FORM_FIELDS = [
  ...CONSULTATION_FIELDS,
  'idioma',
  'version_politica',
  'website',
  'return',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;

/** A checked checkbox without a value attribute posts "on"; an unchecked one posts nothing. */
export const CONSENT_CHECKED = 'on';

/** What the browser posted, one string per known field ('' when missing or repeated); others are ignored. */
export function readForm(body: unknown): FormValues {
  return readFields(body, FORM_FIELDS);
}

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

/** The language of the page the form was on: the idioma it carries, else the one its path implies. */
export function formLanguage(values: FormValues, returnPath: string): ConsentLanguage {
  if ((CONSENT_LANGUAGES as readonly string[]).includes(values.idioma))
    return values.idioma as ConsentLanguage;
  return returnPath === '/en' || returnPath.startsWith('/en/') ? 'en' : 'es';
}

export function isSpam(values: FormValues): boolean {
  return fillsHoneypot({ website: values.website });
}

/** The consultation's fields as the script's form holds them: text, and the checkbox as a boolean. */
export function consultationValues(values: FormValues) {
  return {
    nombre: values.nombre,
    email: values.email,
    telefono: values.telefono,
    tipo_caso: values.tipo_caso,
    mensaje: values.mensaje,
    consent: values.consent === CONSENT_CHECKED,
  };
}

/** The JSON request's body for these values: what the script would have sent. */
function requestBody(values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = consultationValues(values);
  if (values.idioma !== '') body.idioma = values.idioma;
  if (values.version_politica !== '') body.version_politica = values.version_politica;
  return body;
}

const pipe = createValidationPipe();

export type Validated =
  { ok: true; request: CreateContactDto } | { ok: false; errors: Record<string, string> };

/**
 * The consultation rules, through the same ValidationPipe and DTO as POST /api/contact, so the form post
 * and the JSON request are refused for the same reasons with the same Spanish messages.
 */
export function validateForm(values: FormValues): Promise<Validated> {
  return validateBody(CreateContactDto, requestBody(values));
}

/** A body through the API's ValidationPipe and a DTO, as a JSON request would go: the DTO or the messages. */
export async function validateBody<T>(
  metatype: new () => T,
  body: Record<string, unknown>,
): Promise<{ ok: true; request: T } | { ok: false; errors: Record<string, string> }> {
  try {
    const request = (await pipe.transform(body, { type: 'body', metatype })) as T;
    return { ok: true, request };
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    const { errors } = error.getResponse() as { errors?: Record<string, string> };
    return { ok: false, errors: errors ?? {} };
  }
}
