import { CONSULTATION_FIELDS } from '@abogados/shared';
import {
  CONSENT_CHECKED,
  fillsHoneypot,
  postedLanguage,
  readFields,
  validateBody,
  type Validated,
} from '../../common/forms';
import { type ConsentLanguage } from '../consent';
import { CreateContactDto } from '../dto/create-contact.dto';

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

/** What the browser posted, one string per known field ('' when missing or repeated); others are ignored. */
export function readForm(body: unknown): FormValues {
  return readFields(body, FORM_FIELDS);
}

/** The language of the page the form was on: the idioma it carries, else the one its path implies. */
export function formLanguage(values: FormValues, returnPath: string): ConsentLanguage {
  return postedLanguage(values.idioma, returnPath);
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

/**
 * The consultation rules, through the same ValidationPipe and DTO as POST /api/contact, so the form post
 * and the JSON request are refused for the same reasons with the same Spanish messages.
 */
export function validateForm(values: FormValues): Promise<Validated<CreateContactDto>> {
  return validateBody(CreateContactDto, requestBody(values));
}
