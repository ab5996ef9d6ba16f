import { type FirmFacts } from '../content/site-content.types';
import { escapeHtml } from '../notifications/notification-email';
import { type NewsletterLanguage, type NewsletterSubscriber } from './newsletter-subscriber.entity';

/** The path of the confirmation link; its secret goes in `token`. */
export const CONFIRM_PATH = '/api/newsletter/confirm';

const WORDS = {
  es: {
    subject: (firm: string) => `Confirma tu suscripción al boletín - ${firm}`,
    intro: (firm: string) => `Recibimos una solicitud para suscribir esta dirección al boletín de ${firm}.`,
    action: 'Para confirmar la suscripción, abre este enlace y pulsa «Confirmar suscripción»:',
    button: 'Confirmar suscripción',
    expiry: 'El enlace vale 48 horas y se puede usar una sola vez.',
    ignore:
      'Si no lo pediste, ignora este mensaje: no te enviaremos nada más y tu dirección se borrará en unos días.',
    phone: 'Teléfono',
    email: 'Correo',
    office: 'Oficina',
  },
  en: {
    subject: (firm: string) => `Confirm your newsletter subscription - ${firm}`,
    intro: (firm: string) => `We received a request to subscribe this address to the newsletter of ${firm}.`,
    action: 'To confirm the subscription, open this link and press "Confirm subscription":',
    button: 'Confirm subscription',
    expiry: 'The link works for 48 hours and only once.',
    ignore:
      'If you did not ask for this, ignore this message: nothing else will be sent to you and your address will be deleted in a few days.',
    phone: 'Phone',
    email: 'Email',
    office: 'Office',
  },
} as const satisfies Record<NewsletterLanguage, unknown>;

export interface ConfirmationEmail {
  language: NewsletterLanguage;
  subject: string;
  text: string;
  html: string;
}

/**
 * The confirmation link for a raw token, with the subscriber's language: once the link is used or expired
 * nothing in the database names it, and its "no longer works" page is still in that language.
 */
export function confirmationLink(publicUrl: string, token: string, language: NewsletterLanguage): string {
  return `${publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}&lang=${language}`;
}

/**
 * The double opt-in email, in the subscriber's language: what was asked, the single-use link, how long it
 * works, "ignore this if you did not ask", and the firm's facts as staff set them. Anyone can type a
 * stranger's address, so it carries nothing the visitor typed but the address it is sent to.
 */
export function composeConfirmationEmail(
  subscriber: Pick<NewsletterSubscriber, 'language'>,
  token: string,
  firm: FirmFacts,
  publicUrl: string,
): ConfirmationEmail {
  const language: NewsletterLanguage = subscriber.language === 'en' ? 'en' : 'es';
  const words = WORDS[language];
  const subject = words.subject(firm.name);
  const link = confirmationLink(publicUrl, token, language);
  const { address } = firm;
  const office = `${address.street}, ${address.city}, ${address.region}`;
  const facts: Array<[string, string]> = [
    [words.phone, firm.phone],
    [words.email, firm.email],
    [words.office, office],
  ];
  const text = [
    words.intro(firm.name),
    '',
    words.action,
    link,
    '',
    words.expiry,
    words.ignore,
    '',
    firm.name,
    ...facts.map(([key, value]) => `${key}: ${value}`),
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${e(words.intro(firm.name))}</p>
<p>${e(words.action)}</p>
<p><a href="${e(link)}" style="display:inline-block;padding:10px 18px;background:#1e4477;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${e(words.button)}</a></p>
<p style="word-break:break-all">${e(link)}</p>
<p>${e(words.expiry)}</p>
<p style="color:#555">${e(words.ignore)}</p>
<p>${e(firm.name)}</p>
<ul>
${facts.map(([key, value]) => `<li>${e(key)}: ${e(value)}</li>`).join('\n')}
</ul>
</body></html>
`;
  return { language, subject, text, html };
}
