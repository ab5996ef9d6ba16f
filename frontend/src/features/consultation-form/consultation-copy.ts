// Everything the consultation section says, in both languages. Validation messages are not here:
// SPEC §5 keeps them in Spanish on every page (see consultation-schema.ts).
import { CASE_TYPE_LABELS } from '@abogados/shared';
import type { Localized } from '../../i18n/language';
import type { CaseType } from '../../lib/api/endpoints';
import { waitWords, type RetryWait } from './retry-wait';

export interface ConsultationCopy {
  title: string;
  intro: string;
  promise: string;
  contactTitle: string;
  phone: string;
  email: string;
  chat: string;
  requiredNote: string;
  labels: { nombre: string; email: string; telefono: string; tipo_caso: string; mensaje: string };
  placeholders: { nombre: string; email: string; telefono: string; tipo_caso: string; mensaje: string };
  caseTypes: Record<CaseType, string>;
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  submit: string;
  sending: string;
  successTitle: string;
  successMessage: string;
  errorTitle: string;
  networkError: string;
  /** Anything else that went wrong in the browser (never shown raw: it is a developer's message). */
  unexpectedError: string;
  /** A 429: too many requests from this address; `wait` is null when the answer did not say how long. */
  tooManyRequests: (wait: RetryWait | null) => string;
  /** A 503: the server cannot store requests for a moment (a database restart); nothing was stored. */
  unavailable: string;
  /** The summary at the top of a form the server refused (sent without JavaScript). */
  summaryTitle: string;
  summaryIntro: string;
  /** The honeypot's label: people never see the field, and anyone meeting it without the CSS is told to skip it. */
  honeypotLabel: string;
}

export const consultationCopy: Localized<ConsultationCopy> = {
  es: {
    title: 'Solicita tu consulta gratuita',
    intro:
      'Cuéntanos brevemente tu caso. Un abogado lo revisará y te dirá cuáles son tus opciones, sin compromiso.',
    promise: 'Te contactaremos en menos de 60 minutos',
    contactTitle: '¿Prefieres hablar ya?',
    phone: 'Teléfono',
    email: 'Correo',
    chat: 'Escríbenos por WhatsApp',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    labels: {
      nombre: 'Nombre completo',
      email: 'Correo electrónico',
      telefono: 'Teléfono',
      tipo_caso: 'Tipo de caso',
      mensaje: 'Mensaje',
    },
    placeholders: {
      nombre: 'Tu nombre',
      email: 'tu@correo.com',
      telefono: '+57 300 123 4567',
      tipo_caso: 'Selecciona una opción',
      mensaje: 'Describe brevemente tu situación',
    },
    caseTypes: CASE_TYPE_LABELS.es,
    consentBefore: 'Acepto la ',
    consentLink: 'política de privacidad',
    consentAfter: ' y el tratamiento de mis datos personales.',
    submit: 'Enviar consulta',
    sending: 'Enviando...',
    successTitle: '¡Mensaje enviado!',
    successMessage: 'Te contactaremos en menos de 60 minutos.',
    errorTitle: 'Error',
    networkError: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    unexpectedError: 'Algo salió mal al enviar tu consulta. Inténtalo de nuevo o escríbenos por WhatsApp.',
    tooManyRequests: (wait) =>
      `Has enviado varias solicitudes en poco tiempo. Inténtalo de nuevo ${waitWords.es(wait)} o escríbenos por WhatsApp.`,
    unavailable:
      'No pudimos guardar tu consulta en este momento. Inténtalo de nuevo en un momento o escríbenos por WhatsApp.',
    summaryTitle: 'Revisa estos campos',
    summaryIntro: 'Tu solicitud no se envió. Corrige lo siguiente y vuelve a enviarla:',
    honeypotLabel: 'Deja este campo vacío',
  },
  en: {
    title: 'Request your free consultation',
    intro:
      'Tell us briefly about your case. A lawyer will review it and explain your options, with no obligation.',
    promise: "We'll contact you within 60 minutes",
    contactTitle: 'Would you rather talk now?',
    phone: 'Phone',
    email: 'Email',
    chat: 'Message us on WhatsApp',
    requiredNote: 'Fields marked with * are required.',
    labels: {
      nombre: 'Full name',
      email: 'Email',
      telefono: 'Phone',
      tipo_caso: 'Case type',
      mensaje: 'Message',
    },
    placeholders: {
      nombre: 'Your name',
      email: 'you@example.com',
      telefono: '+57 300 123 4567',
      tipo_caso: 'Choose an option',
      mensaje: 'Briefly describe your situation',
    },
    caseTypes: CASE_TYPE_LABELS.en,
    consentBefore: 'I accept the ',
    consentLink: 'privacy policy',
    consentAfter: ' and the processing of my personal data.',
    submit: 'Send request',
    sending: 'Sending...',
    successTitle: 'Message sent!',
    successMessage: "We'll contact you within 60 minutes.",
    errorTitle: 'Error',
    networkError: "We couldn't reach the server. Check your connection and try again.",
    unexpectedError: 'Something went wrong sending your request. Please try again or message us on WhatsApp.',
    tooManyRequests: (wait) =>
      `You have sent several requests in a short time. Please try again ${waitWords.en(wait)} or message us on WhatsApp.`,
    unavailable:
      "We couldn't save your request just now. Please try again in a moment or message us on WhatsApp.",
    summaryTitle: 'Please check these fields',
    summaryIntro: 'Your request was not sent. Correct the following and send it again:',
    honeypotLabel: 'Leave this field empty',
  },
};
