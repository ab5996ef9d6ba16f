import {
  CASE_TYPE_LABELS,
  CASE_TYPES,
  CHAT_GREETING,
  chatUrl,
  hoursTable,
  type Language,
  type WeekHours,
} from '@abogados/shared';
import { type FirmFacts } from '../content/site-content.types';
import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { answerByText, escapeHtml, languageOf } from './notification-email';

/** What an acknowledgment says, per language. Nothing in it comes from what the visitor typed. */
const WORDS = {
  es: {
    subject: (firm: string) => `Recibimos tu solicitud de consulta - ${firm}`,
    received: (caseType: string) => `Recibimos tu solicitud de consulta gratuita sobre ${caseType}.`,
    promise: (by: string) =>
      `Un abogado te responderá ${by} (hora de Colombia): respondemos en menos de 60 minutos en horario hábil.`,
    hours: 'Horario de atención',
    talkNow: '¿Prefieres hablar ya? Escríbenos por WhatsApp',
    phone: 'Teléfono',
    email: 'Correo',
    office: 'Oficina',
    notYou:
      'Si no enviaste esta solicitud, ignora este mensaje: alguien escribió tu dirección en nuestro formulario.',
  },
  en: {
    subject: (firm: string) => `We received your consultation request - ${firm}`,
    received: (caseType: string) => `We received your request for a free consultation about ${caseType}.`,
    promise: (by: string) =>
      `A lawyer will answer you ${by} (Colombia time): we answer within 60 minutes in business hours.`,
    hours: 'Business hours',
    talkNow: 'Would you rather talk now? Message us on WhatsApp',
    phone: 'Phone',
    email: 'Email',
    office: 'Office',
    notYou:
      'If you did not send this request, please ignore this message: someone typed your address into our form.',
  },
} as const;

export interface AcknowledgmentEmail {
  language: Language;
  subject: string;
  text: string;
  html: string;
}

/** A known case type in the prospect's language; an unknown stored value reads as "Other". */
function caseTypeIn(language: Language, tipo: string): string {
  const known = (CASE_TYPES as readonly string[]).includes(tipo)
    ? (tipo as (typeof CASE_TYPES)[number])
    : 'otro';
  const label = CASE_TYPE_LABELS[language][known];
  return known === 'otro' ? (language === 'es' ? 'otro asunto' : 'another matter') : label;
}

/**
 * The prospect's acknowledgment, in the language of the page the request came from: received, the case
 * type, the answer-by time, the chat link and the firm's contact facts as the site content holds them now.
 * Anyone can type a stranger's address, so it carries no name, no message, nothing the visitor typed.
 */
export function composeAcknowledgmentEmail(
  submission: Pick<ContactSubmission, 'tipo_caso' | 'createdAt' | 'answerBy' | 'language'>,
  firm: FirmFacts,
  officeHours: WeekHours,
): AcknowledgmentEmail {
  const language = languageOf(submission);
  const words = WORDS[language];
  const subject = words.subject(firm.name);
  const received = words.received(caseTypeIn(language, submission.tipo_caso));
  const promise = words.promise(answerByText(submission, language));
  const chat = chatUrl(firm.whatsapp, CHAT_GREETING[language]);
  const { address } = firm;
  const office = `${address.street}, ${address.city}, ${address.region}`;
  const hours = hoursTable(officeHours, language).map((row) => `${row.days}: ${row.time}`);
  const facts: Array<[string, string]> = [
    [words.phone, firm.phone],
    [words.email, firm.email],
    [words.office, office],
  ];

  const text = [
    received,
    promise,
    '',
    `${words.talkNow}: ${chat}`,
    ...facts.map(([key, value]) => `${key}: ${value}`),
    `${words.hours}: ${hours.join('; ')}`,
    '',
    words.notYou,
    '',
    firm.name,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${e(received)}</p>
<p><strong>${e(promise)}</strong></p>
<p><a href="${e(chat)}">${e(words.talkNow)}</a></p>
<ul>
${facts.map(([key, value]) => `<li>${e(key)}: ${e(value)}</li>`).join('\n')}
<li>${e(words.hours)}: ${e(hours.join('; '))}</li>
</ul>
<p style="color:#555">${e(words.notYou)}</p>
<p>${e(firm.name)}</p>
</body></html>
`;
  return { language, subject, text, html };
}
