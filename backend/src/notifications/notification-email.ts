import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { FIRM_TIME_ZONE } from '../common/firm-time';

/** SPEC §9: the case-type labels staff know; anything else is shown as the visitor sent it. */
const CASE_TYPE_LABELS: Record<string, string> = {
  familia: 'Derecho de Familia',
  penal: 'Derecho Penal',
  administrativo: 'Derecho Administrativo',
  english: 'Legal Services in English',
};

const LANGUAGES: Record<string, string> = { es: 'español', en: 'inglés' };

/** The site promises an answer within this long (SPEC §1). */
const PROMISE_MS = 60 * 60_000;

const longDate = new Intl.DateTimeFormat('es-CO', {
  timeZone: FIRM_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
const timeOfDay = new Intl.DateTimeFormat('es-CO', { timeZone: FIRM_TIME_ZONE, timeStyle: 'short' });

export function caseTypeLabel(tipo: string): string {
  return Object.hasOwn(CASE_TYPE_LABELS, tipo) ? CASE_TYPE_LABELS[tipo] : tipo;
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
  const deadline = timeOfDay.format(new Date(submission.createdAt.getTime() + PROMISE_MS));
  const promise = `Prometimos responder en menos de 60 minutos: antes de las ${deadline}.`;
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
