// The consultation form's rules come from the shared workspace (shared/src/consultation.ts), which the
// API's DTO checks too: the browser refuses what the server would refuse, with the same Spanish message.
import { mixed, object, ValidationError } from 'yup';
import {
  CONSULTATION_FIELDS,
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  type ConsultationField,
  consultationFieldError,
  validateConsultation,
} from '@abogados/shared';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import type { Language } from '../../i18n/language';
import { CASE_TYPES, type CaseType, type CreateContactBody } from '../../lib/api/endpoints';

export {
  CASE_TYPES,
  CONSULTATION_FIELDS,
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  type ConsultationField,
};

/** A field's shared rule as a yup test: its message is the first rule the value breaks. */
const rule = (field: ConsultationField) =>
  mixed()
    .nullable()
    .test(field, (value, context) => {
      const message = consultationFieldError(field, value);
      return message === undefined || context.createError({ message });
    });

/** For formik: one message per failing field. Text is read trimmed, as the server reads it. */
export const consultationSchema = object(
  Object.fromEntries(CONSULTATION_FIELDS.map((field) => [field, rule(field)])),
);

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
 * The request body: the validated values as the server reads them (trimmed, NFC, the email in lower case)
 * and the honeypot untouched (normally ''). `language` is the language the form was shown in and the
 * policy version is the one it linked to: the server stores them with the consent sentence as proof of
 * what the visitor accepted. Throws a ValidationError when the values break a rule.
 */
export function toContactBody(values: ConsultationValues, language: Language): CreateContactBody {
  const checked = validateConsultation(values);
  // The first broken rule, as yup's abortEarly reports it.
  if (!checked.valid) throw new ValidationError(Object.values(checked.errors)[0]!);
  return {
    ...checked.values,
    website: values.website,
    idioma: language,
    version_politica: PRIVACY_POLICY_VERSION,
  };
}
