import { type FirmFacts } from '../content/site-content.types';
import { escapeHtml } from '../notifications/notification-email';
import { type NewsletterSubscriber } from './newsletter-subscriber.entity';

const WORDS = {
  es: {
    subject: (firm: string) => `Confirma tu suscripción al boletín - ${firm}`,
    intro: 'Para recibir el boletín, confirma tu suscripción con este enlace:',
    button: 'Confirmar suscripción',
    notYou: 'Si no pediste suscribirte, ignora este mensaje: no te enviaremos nada más.',
  },
  en: {
    subject: (firm: string) => `Confirm your newsletter subscription - ${firm}`,
    intro: 'To receive the newsletter, confirm your subscription with this link:',
    button: 'Confirm subscription',
    notYou: 'If you did not ask to subscribe, ignore this message: we will send you nothing else.',
  },
} as const;

/** The double opt-in email, in the subscriber's language, with the single-use confirmation link. */
export function composeConfirmationEmail(
  subscriber: Pick<NewsletterSubscriber, 'language'>,
  token: string,
  firm: FirmFacts,
  publicUrl: string,
): { subject: string; text: string; html: string } {
  const language = subscriber.language === 'en' ? 'en' : 'es';
  const words = WORDS[language];
  const link = `${publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const subject = words.subject(firm.name);
  const text = [words.intro, link, '', words.notYou, '', firm.name, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${e(words.intro)}</p>
<p><a href="${e(link)}">${e(words.button)}</a></p>
<p style="color:#555">${e(words.notYou)}</p>
<p>${e(firm.name)}</p>
</body></html>
`;
  return { subject, text, html };
}
