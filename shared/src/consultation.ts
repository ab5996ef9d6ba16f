/**
 * The consultation form's rules (SPEC §5) and the server's maxima, in one place: the API's DTO, the
 * browser's schema and the server-rendered form all derive theirs from here. The messages are the
 * spec's, in Spanish on every page; each field shows one, the first rule it breaks.
 */
import { emailProblem, EMAIL_MAX_CHARS, normaliseEmail } from './email';
import { charCount, MULTI_LINE, normaliseText, SINGLE_LINE, visibleLength } from './text';

/** The fields the visitor fills, in the form's order. */
export const CONSULTATION_FIELDS = [
  'nombre',
  'email',
  'telefono',
  'tipo_caso',
  'mensaje',
  'consent',
] as const;
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];

/** Where the prerendered form posts when no JavaScript handles it (application/x-www-form-urlencoded). */
export const CONSULTATION_FORM_ACTION = '/api/contact/form';

/** Every case type the API accepts (SPEC §3), in the form's order. */
export const CASE_TYPES = ['familia', 'penal', 'administrativo', 'english', 'otro'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** The site's two languages: a path starting with /en is English, anything else Spanish. */
export type Language = 'es' | 'en';

/**
 * What each case type is called in each language: the form's options, the staff's labels (SPEC §9, the
 * Spanish ones) and the prospect's acknowledgment all read them here.
 */
export const CASE_TYPE_LABELS: Record<Language, Record<CaseType, string>> = {
  es: {
    familia: 'Derecho de Familia',
    penal: 'Derecho Penal',
    administrativo: 'Derecho Administrativo',
    english: 'Legal Services in English',
    otro: 'Otro',
  },
  en: {
    familia: 'Family Law',
    penal: 'Criminal Law',
    administrativo: 'Administrative Law',
    english: 'Legal Services in English',
    otro: 'Other',
  },
};

/** Minima (SPEC §9) and maxima (the database columns), in characters once trimmed. */
export const CONSULTATION_LIMITS = {
  nombre: { min: 2, max: 120 },
  email: { max: EMAIL_MAX_CHARS },
  telefono: { min: 10, max: 30 },
  mensaje: { min: 10, max: 5000 },
} as const;

export const CONSULTATION_MESSAGES = {
  nombre: 'Nombre es requerido',
  email: 'Email válido es requerido',
  telefono: 'Teléfono es requerido',
  tipo_caso: 'Selecciona un tipo de caso',
  mensaje: 'Mensaje debe tener al menos 10 caracteres',
  consent: 'Debes aceptar la política de privacidad',
  nombreMax: 'Nombre no puede superar 120 caracteres',
  emailMax: 'Email no puede superar 254 caracteres',
  telefonoMax: 'Teléfono no puede superar 30 caracteres',
  mensajeMax: 'Mensaje no puede superar 5000 caracteres',
  nombreChars: 'Nombre contiene caracteres no válidos',
  telefonoChars: 'Teléfono contiene caracteres no válidos',
  mensajeChars: 'Mensaje contiene caracteres no válidos',
} as const;

const M = CONSULTATION_MESSAGES;

/** The free-text fields: trimmed (NFC), then their minimum, maximum and allowed characters. */
const TEXT_RULES = {
  nombre: {
    ...CONSULTATION_LIMITS.nombre,
    lines: SINGLE_LINE,
    short: M.nombre,
    long: M.nombreMax,
    chars: M.nombreChars,
  },
  telefono: {
    ...CONSULTATION_LIMITS.telefono,
    lines: SINGLE_LINE,
    short: M.telefono,
    long: M.telefonoMax,
    chars: M.telefonoChars,
  },
  mensaje: {
    ...CONSULTATION_LIMITS.mensaje,
    lines: MULTI_LINE,
    short: M.mensaje,
    long: M.mensajeMax,
    chars: M.mensajeChars,
  },
} as const;

/** A valid request's fields, normalised as the server stores them. */
export interface ConsultationInput {
  nombre: string;
  email: string;
  telefono: string;
  tipo_caso: CaseType;
  mensaje: string;
  consent: true;
}

export type ConsultationErrors = Partial<Record<ConsultationField, string>>;

/** How the server reads a field before checking it: text trimmed in NFC, the email also in lower case. */
export function normaliseConsultationField(field: ConsultationField, value: unknown): unknown {
  if (field === 'email') return normaliseEmail(value);
  return field in TEXT_RULES ? normaliseText(value) : value;
}

/** The message for the first rule a field's value breaks, or undefined when it keeps them all. */
export function consultationFieldError(field: ConsultationField, value: unknown): string | undefined {
  switch (field) {
    case 'email': {
      const problem = emailProblem(value);
      return problem === 'tooLong' ? M.emailMax : problem && M.email;
    }
    case 'tipo_caso':
      return (CASE_TYPES as readonly unknown[]).includes(value) ? undefined : M.tipo_caso;
    case 'consent':
      return value === true ? undefined : M.consent;
    default: {
      const rule = TEXT_RULES[field];
      const text = normaliseText(value);
      if (typeof text !== 'string' || visibleLength(text) < rule.min) return rule.short;
      if (charCount(text) > rule.max) return rule.long;
      return rule.lines.test(text) ? undefined : rule.chars;
    }
  }
}

export type ConsultationCheck =
  | { valid: true; values: ConsultationInput; errors: ConsultationErrors }
  | { valid: false; values: Partial<Record<ConsultationField, unknown>>; errors: ConsultationErrors };

/**
 * Every rule on every field at once, with no framework: the values normalised as the server reads them
 * and one message per failing field. Other keys of the input are ignored. `consent` must be the boolean
 * true, as in the JSON API; a caller that reads an HTML form maps its checked box to true first.
 */
export function validateConsultation(input: unknown): ConsultationCheck {
  const source: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const values: Partial<Record<ConsultationField, unknown>> = {};
  const errors: ConsultationErrors = {};
  for (const field of CONSULTATION_FIELDS) {
    const raw = Object.hasOwn(source, field) ? source[field] : undefined;
    values[field] = normaliseConsultationField(field, raw);
    const message = consultationFieldError(field, raw);
    if (message !== undefined) errors[field] = message;
  }
  return Object.keys(errors).length === 0
    ? { valid: true, values: values as unknown as ConsultationInput, errors }
    : { valid: false, values, errors };
}
