import { type Response } from 'express';
import { escapeHtml, renderStaffPage, sendStaffPage } from '../auth/staff-page';
import { type NewsletterLanguage, type SubscriberStatus } from './newsletter-subscriber.entity';

/**
 * The newsletter's server pages (the box without JavaScript, the links in its emails): plain HTML in the
 * server pages' frame, no script, in the subscriber's language, every value escaped, never cached or indexed.
 */

export const BLOG_PATHS: Record<NewsletterLanguage, string> = { es: '/blog', en: '/en/blog' };

const WORDS = {
  es: {
    checkTitle: 'Revisa tu correo',
    checkBody:
      'Te enviamos un enlace para confirmar la suscripción. Ábrelo en las próximas 48 horas; si no lo ves, revisa la carpeta de correo no deseado.',
    toBlog: 'Volver al blog',
    confirmTitle: 'Confirma tu suscripción',
    confirmBody: 'Pulsa el botón para recibir el boletín del despacho por correo electrónico.',
    confirmButton: 'Confirmar suscripción',
    confirmedTitle: 'Suscripción confirmada',
    confirmedBody:
      'Gracias. Recibirás el boletín del despacho. Cada correo trae un enlace para darte de baja o cambiar de idioma.',
    goneTitle: 'Este enlace ya no funciona',
    goneBody:
      'El enlace ya se usó o venció. Para suscribirte de nuevo, escribe tu correo en el recuadro del boletín en el blog.',
    prefsTitle: 'Tu suscripción al boletín',
    prefsStatus: {
      pending: 'Tu suscripción aún no está confirmada.',
      confirmed: 'Recibes el boletín del despacho.',
      unsubscribed: 'Estás dado de baja: no te enviaremos el boletín.',
    },
    unsubscribeButton: 'Darme de baja',
    languageLegend: 'Idioma del boletín',
    languageButton: 'Guardar idioma',
    languageSaved: 'Guardamos el idioma del boletín.',
    unsubscribedTitle: 'Te diste de baja',
    unsubscribedBody:
      'No te enviaremos más el boletín. Si cambias de opinión, suscríbete de nuevo desde el blog y confirma la suscripción.',
    invalidTitle: 'No pudimos suscribirte',
    emailOffBody:
      'Por ahora el sitio no puede enviar correos, así que no podríamos enviarte el enlace para confirmar la suscripción. Inténtalo más adelante.',
    back: 'Volver',
  },
  en: {
    checkTitle: 'Check your email',
    checkBody:
      'We sent you a link to confirm your subscription. Open it within 48 hours; if you do not see it, look in your spam folder.',
    toBlog: 'Back to the blog',
    confirmTitle: 'Confirm your subscription',
    confirmBody: "Press the button to receive the firm's newsletter by email.",
    confirmButton: 'Confirm subscription',
    confirmedTitle: 'Subscription confirmed',
    confirmedBody:
      "Thank you. You will receive the firm's newsletter. Every email has a link to unsubscribe or change language.",
    goneTitle: 'This link no longer works',
    goneBody:
      'The link was already used or has expired. To subscribe again, type your email in the newsletter box on the blog.',
    prefsTitle: 'Your newsletter subscription',
    prefsStatus: {
      pending: 'Your subscription is not confirmed yet.',
      confirmed: "You receive the firm's newsletter.",
      unsubscribed: 'You are unsubscribed: we will not send you the newsletter.',
    },
    unsubscribeButton: 'Unsubscribe',
    languageLegend: 'Newsletter language',
    languageButton: 'Save language',
    languageSaved: 'We saved the newsletter language.',
    unsubscribedTitle: 'You have unsubscribed',
    unsubscribedBody:
      'We will not send you the newsletter again. If you change your mind, subscribe again from the blog and confirm.',
    invalidTitle: 'We could not subscribe you',
    emailOffBody:
      'The site cannot send emails for now, so we could not send you the link that confirms your subscription. Please try again later.',
    back: 'Back',
  },
} as const satisfies Record<NewsletterLanguage, unknown>;

const LANGUAGE_NAMES: Record<NewsletterLanguage, string> = { es: 'Español', en: 'English' };

function frame(language: NewsletterLanguage, title: string, body: string): string {
  return renderStaffPage(
    escapeHtml(title),
    `  <div lang="${language}">\n  <h1>${escapeHtml(title)}</h1>\n${body}\n  </div>`,
    language,
  );
}

const paragraph = (text: string) => `  <p class="sub">${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `  <p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;
const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** A title, a sentence and the way back to the blog. */
function messagePage(
  language: NewsletterLanguage,
  kind: 'check' | 'confirmed' | 'gone' | 'unsubscribed',
): string {
  const w = WORDS[language];
  const body = [paragraph(w[`${kind}Body`]), link(BLOG_PATHS[language], w.toBlog)].join('\n');
  return frame(language, w[`${kind}Title`], body);
}

export function sendPage(res: Response, status: number, html: string): void {
  sendStaffPage(res, status, html);
}

export const checkEmailPage = (language: NewsletterLanguage) => messagePage(language, 'check');

export function confirmPage(language: NewsletterLanguage, token: string): string {
  const w = WORDS[language];
  return frame(
    language,
    w.confirmTitle,
    [
      paragraph(w.confirmBody),
      `  <form method="post" action="/api/newsletter/confirm">${hidden('token', token)}${hidden('lang', language)}` +
        `<button type="submit">${escapeHtml(w.confirmButton)}</button></form>`,
    ].join('\n'),
  );
}

export const confirmedPage = (language: NewsletterLanguage) => messagePage(language, 'confirmed');

export const linkGonePage = (language: NewsletterLanguage) => messagePage(language, 'gone');

export function preferencesPage(
  language: NewsletterLanguage,
  token: string,
  status: SubscriberStatus,
  saved = false,
): string {
  const w = WORDS[language];
  const parts = [paragraph(w.prefsStatus[status])];
  if (saved) parts.push(`  <p role="status">${escapeHtml(w.languageSaved)}</p>`);
  if (status !== 'unsubscribed') {
    parts.push(
      `  <form method="post" action="/api/newsletter/unsubscribe">${hidden('token', token)}` +
        `<button type="submit">${escapeHtml(w.unsubscribeButton)}</button></form>`,
    );
    const options = (['es', 'en'] as const)
      .map(
        (code) =>
          `<label><input type="radio" name="idioma" value="${code}"${code === language ? ' checked' : ''}> ` +
          `<span lang="${code}">${LANGUAGE_NAMES[code]}</span></label>`,
      )
      .join('');
    parts.push(
      `  <form method="post" action="/api/newsletter/language">${hidden('token', token)}` +
        `<fieldset><legend>${escapeHtml(w.languageLegend)}</legend>${options}</fieldset>` +
        `<button type="submit">${escapeHtml(w.languageButton)}</button></form>`,
    );
  } else {
    parts.push(link(BLOG_PATHS[language], w.toBlog));
  }
  return frame(language, w.prefsTitle, parts.join('\n'));
}

export const unsubscribedPage = (language: NewsletterLanguage) => messagePage(language, 'unsubscribed');

/** An unknown preferences or unsubscribe link: its language is unknown, so both. */
export function unknownLinkPage(): string {
  return renderStaffPage(
    'Enlace no válido · Invalid link',
    `  <h1>Enlace no válido <span lang="en">Invalid link</span></h1>
  <p class="sub">Este enlace no corresponde a ninguna suscripción. <span lang="en">This link does not belong to any subscription.</span></p>
  <p><a href="${BLOG_PATHS.es}">Ir al blog</a> · <a href="${BLOG_PATHS.en}" lang="en">Go to the blog</a></p>`,
  );
}

export function invalidSubscriptionPage(
  language: NewsletterLanguage,
  errors: Record<string, string>,
  back: string,
): string {
  const w = WORDS[language];
  const items = Object.values(errors).map((message) => `<li>${escapeHtml(message)}</li>`);
  return frame(
    language,
    w.invalidTitle,
    [`  <ul class="error" role="alert">${items.join('')}</ul>`, link(back, w.back)].join('\n'),
  );
}

/** The box's answer while the site cannot send email: nothing was stored, and no email is promised. */
export function emailOffText(language: NewsletterLanguage): string {
  return WORDS[language].emailOffBody;
}

/** The same without JavaScript: a page with the way back to the box. */
export function emailOffPage(language: NewsletterLanguage, back: string): string {
  const w = WORDS[language];
  return frame(language, w.invalidTitle, [paragraph(w.emailOffBody), link(back, w.back)].join('\n'));
}
