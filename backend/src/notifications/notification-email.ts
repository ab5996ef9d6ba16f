import { CASE_TYPE_LABELS, type Language } from '@abogados/shared';
import { FIRM_TIME_ZONE, firmDayOf } from '../common/firm-time';
import { type ContactSubmission } from '../contacts/contact-submission.entity';

const LANGUAGES: Record<string, string> = { es: 'español', en: 'inglés' };

const longDate = new Intl.DateTimeFormat('es-CO', {
  timeZone: FIRM_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
const LOCALES: Record<Language, string> = { es: 'es-CO', en: 'en-US' };
const timeOfDay = (language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { timeZone: FIRM_TIME_ZONE, timeStyle: 'short' });
const dayAndTime = (language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: FIRM_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });

/** SPEC §9: the Spanish label of a known case type; anything else is shown as the visitor sent it. */
export function caseTypeLabel(tipo: string, language: Language = 'es'): string {
  const labels: Record<string, string> = CASE_TYPE_LABELS[language];
  return Object.hasOwn(labels, tipo) && tipo !== 'otro' ? labels[tipo] : tipo;
}

/** The page language a request was sent from; Spanish when it was not recorded. */
export function languageOf(submission: Pick<ContactSubmission, 'language'>): Language {
  return submission.language === 'en' ? 'en' : 'es';
}

/**
 * The answer-by time in words, in Medellín's time: "antes de las 10:30 a. m." when it falls on the day the
 * request arrived, else with its day ("antes del martes, 3 de junio, 9:00 a. m.").
 */
export function answerByText(
  submission: Pick<ContactSubmission, 'createdAt' | 'answerBy'>,
  language: Language,
): string {
  const answerBy = submission.answerBy ?? submission.createdAt;
  const sameDay = firmDayOf(answerBy) === firmDayOf(submission.createdAt);
  if (language === 'en') {
    return sameDay ? `by ${timeOfDay('en').format(answerBy)}` : `by ${dayAndTime('en').format(answerBy)}`;
  }
  return sameDay
    ? `antes de las ${timeOfDay('es').format(answerBy)}`
    : `antes del ${dayAndTime('es').format(answerBy)}`;
}

/** Control characters (CR and LF among them) and line separators become spaces: nothing can end a header. */
export function singleLine(text: string, max = 200): string {
  const flat = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface NotificationEmail {
  subject: string;
  /** The prospect: staff answer them by replying. */
  replyTo: { name: string; address: string };
  text: string;
  html: string;
}

/** Where staff open the request: the admin detail view reads ?contact=. */
export function adminLink(publicUrl: string, id: number): string {
  return `${publicUrl}/admin?contact=${id}`;
}

/** The staff notification of one request, in Spanish, every submitted value escaped in the HTML part. */
export function composeNotificationEmail(
  submission: ContactSubmission,
  publicUrl: string,
): NotificationEmail {
  const name = singleLine(submission.nombre, 120);
  const label = singleLine(caseTypeLabel(submission.tipo_caso), 60);
  const link = adminLink(publicUrl, submission.id);
  const received = `${longDate.format(submission.createdAt)} (hora de Colombia)`;
  const promise = `Prometimos responder en menos de 60 minutos en horario hábil: ${answerByText(submission, 'es')} (hora de Colombia).`;
  const fields: Array<[string, string]> = [
    ['Nombre', submission.nombre],
    ['Email', submission.email],
    ['Teléfono', submission.telefono],
    ['Tipo de caso', caseTypeLabel(submission.tipo_caso)],
    ['Idioma de la página', LANGUAGES[submission.language ?? ''] ?? 'no registrado'],
    ['Recibida', received],
  ];
  const message = submission.mensaje.replace(/\r\n?/g, '\n');

  const text = [
    `Nueva solicitud de consulta #${submission.id}`,
    '',
    ...fields.map(([key, value]) => `${key}: ${singleLine(value, 300)}`),
    '',
    'Mensaje:',
    message,
    '',
    promise,
    `Ver en el panel: ${link}`,
    `Si responden a este correo, la respuesta le llega a ${name}.`,
    '',
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const rows = fields
    .map(
      ([key, value]) =>
        `<tr><th style="${cell};text-align:left">${key}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Solicitud #${submission.id}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<h1 style="font-size:20px">Nueva solicitud de consulta #${submission.id}</h1>
<table style="border-collapse:collapse">
${rows}
</table>
<h2 style="font-size:16px">Mensaje</h2>
<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>
<p><strong>${escapeHtml(promise)}</strong></p>
<p><a href="${escapeHtml(link)}">Abrir la solicitud #${submission.id} en el panel</a></p>
<p style="color:#555">Si responden a este correo, la respuesta le llega a ${escapeHtml(name)}.</p>
</body></html>
`;

  return {
    subject: `Nueva solicitud de consulta #${submission.id}: ${name} (${label})`,
    replyTo: { name, address: singleLine(submission.email, 254) },
    text,
    html,
  };
}

/** Staff's reminder of a request still pending at its answer-by time, in Spanish. */
export function composeOverdueEmail(submission: ContactSubmission, publicUrl: string): NotificationEmail {
  const name = singleLine(submission.nombre, 120);
  const label = singleLine(caseTypeLabel(submission.tipo_caso), 60);
  const link = adminLink(publicUrl, submission.id);
  const due = `${answerByText(submission, 'es')} (hora de Colombia)`;
  const lines = [
    `La solicitud de consulta #${submission.id} (${label}) sigue pendiente: debía responderse ${due}.`,
    `Recibida: ${longDate.format(submission.createdAt)} (hora de Colombia).`,
    `Ver en el panel y marcarla como procesada al responder: ${link}`,
  ];
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Solicitud #${submission.id} sin responder</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<h1 style="font-size:20px">Solicitud #${submission.id} sin responder</h1>
<p>${escapeHtml(lines[0])}</p>
<p>${escapeHtml(lines[1])}</p>
<p><a href="${escapeHtml(link)}">Abrir la solicitud #${submission.id} en el panel</a></p>
<p style="color:#555">Si responden a este correo, la respuesta le llega a ${escapeHtml(name)}.</p>
</body></html>
`;
  return {
    subject: `Sin responder: solicitud #${submission.id} de ${name} (${label}) pasó su hora de respuesta`,
    replyTo: { name, address: singleLine(submission.email, 254) },
    text: [...lines, `Si responden a este correo, la respuesta le llega a ${name}.`, ''].join('\n'),
    html,
  };
}
