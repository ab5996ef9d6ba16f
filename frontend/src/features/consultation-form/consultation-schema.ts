// The consultation form's rules (SPEC §5) plus the server's maxima. The messages are the spec's
// Spanish ones on every page, word for word as the API answers them, so client and server agree.
import { boolean, object, string, type InferType } from 'yup';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import type { Language } from '../../i18n/language';
import { CASE_TYPES, type CaseType, type CreateContactBody } from '../../lib/api/endpoints';

export { CASE_TYPES };

export const CONSULTATION_LIMITS = {
  nombre: { min: 2, max: 120 },
  email: { max: 254 },
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
} as const;

// The server's rule for addresses (backend/src/common/email-input.ts), so both refuse the same ones: a
// plain local part of letters, digits and ! # $ % & ' * + / = ^ _ ` { | } ~ - with dots between (no quotes,
// comments, spaces or '?', which would add recipients to a mailto: link), at most 64 characters; a domain
// name of letters, digits and hyphens, internationalised ones too, never an IP literal, ending in a
// top-level part of two or more letters. yup's own check knows ASCII only and accepts "ana@example".
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
const PLAIN_EMAIL = new RegExp(
  `^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+(?:[\\p{L}\\p{M}]{2,}|xn--[a-z\\d-]+)$`,
  'iu',
);

const M = CONSULTATION_MESSAGES;
const L = CONSULTATION_LIMITS;

/** Strings are trimmed before their lengths are checked, as the server trims them too. */
export const consultationSchema = object({
  nombre: string().trim().required(M.nombre).min(L.nombre.min, M.nombre).max(L.nombre.max, M.nombreMax),
  email: string().trim().required(M.email).max(L.email.max, M.emailMax).matches(PLAIN_EMAIL, M.email),
  telefono: string()
    .trim()
    .required(M.telefono)
    .min(L.telefono.min, M.telefono)
    .max(L.telefono.max, M.telefonoMax),
  tipo_caso: string().required(M.tipo_caso).oneOf(CASE_TYPES, M.tipo_caso),
  mensaje: string().trim().required(M.mensaje).min(L.mensaje.min, M.mensaje).max(L.mensaje.max, M.mensajeMax),
  consent: boolean().required(M.consent).oneOf([true], M.consent),
});

export type ConsultationField = keyof InferType<typeof consultationSchema>;

/** What the form holds: an empty case type and an unchecked consent until the visitor chooses. */
export interface ConsultationValues {
  nombre: string;
  email: string;
  telefono: string;
  tipo_caso: CaseType | '';
  mensaje: string;
  consent: boolean;
  /**
   * The honeypot: hidden from people, who leave it empty; form-filling bots fill it, and the server then
   * answers as usual but stores nothing. No rule checks it here: its value is sent as it is.
   */
  website: string;
}

export const CONSULTATION_FIELDS: readonly ConsultationField[] = [
  'nombre',
  'email',
  'telefono',
  'tipo_caso',
  'mensaje',
  'consent',
];

export const initialConsultationValues: ConsultationValues = {
  nombre: '',
  email: '',
  telefono: '',
  tipo_caso: '',
  mensaje: '',
  consent: false,
  website: '',
};

/**
 * The request body: the validated, trimmed values and the honeypot untouched (normally '').
 * `language` is the language the form was shown in and the policy version is the one it linked to:
 * the server stores them with the consent sentence as proof of what the visitor accepted.
 * Throws a ValidationError when the values break a rule.
 */
export function toContactBody(values: ConsultationValues, language: Language): CreateContactBody {
  const valid = consultationSchema.validateSync(values, { abortEarly: true, stripUnknown: true });
  return {
    ...valid,
    consent: true,
    website: values.website,
    idioma: language,
    version_politica: PRIVACY_POLICY_VERSION,
  };
}
