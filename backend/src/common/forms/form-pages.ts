import { type Response } from 'express';
import { type Language } from '@abogados/shared';
import { escapeHtml, renderStaffPage } from '../../auth/staff-page';
import { isDatabaseUnavailable } from '../database-errors';
import { TooManyRequestsException } from '../too-many-requests.exception';

/**
 * The pages a form post without JavaScript gets when it cannot be taken: plain HTML in the site's frame for
 * server pages (no script, so the site's policy holds), in the form's language where it is known.
 */

/** How long a visitor is asked to wait when the database cannot take the request. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

interface Copy {
  title: string;
  body: string;
  chat: string;
}

function page(language: Language, copy: Copy, chatLink: string | undefined, back: string): string {
  const chat = chatLink
    ? `\n  <p><a href="${escapeHtml(chatLink)}" rel="noopener noreferrer">${copy.chat}</a></p>`
    : '';
  return renderStaffPage(
    escapeHtml(copy.title),
    `  <div lang="${language}">
  <h1>${escapeHtml(copy.title)}</h1>
  <p class="sub">${copy.body}</p>${chat}
  <p><a href="${escapeHtml(back)}">${language === 'en' ? 'Back to the form' : 'Volver al formulario'}</a></p>
  </div>`,
  );
}

const CHAT: Record<Language, string> = {
  es: 'Escríbenos por WhatsApp',
  en: 'Write to us on WhatsApp',
};

/** 429: the address sent too many requests; it says how long to wait, in words and in Retry-After. */
export function rateLimitedPage(
  language: Language,
  seconds: number,
  chatLink: string | undefined,
  back: string,
): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    language === 'en'
      ? seconds < 120
        ? `${seconds} seconds`
        : `${minutes} minutes`
      : seconds < 120
        ? `${seconds} segundos`
        : `${minutes} minutos`;
  const copy: Copy =
    language === 'en'
      ? {
          title: 'Too many requests',
          body: `We have received several requests from your connection. Please try again in ${wait}, or write to us on the chat now.`,
          chat: CHAT.en,
        }
      : {
          title: 'Demasiadas solicitudes',
          body: `Recibimos varias solicitudes desde tu conexión. Vuelve a intentarlo en ${wait} o escríbenos ahora por chat.`,
          chat: CHAT.es,
        };
  return page(language, copy, chatLink, back);
}

/** 503: the database cannot take the request now; nothing was stored. */
export function unavailablePage(language: Language, chatLink: string | undefined, back: string): string {
  const copy: Copy =
    language === 'en'
      ? {
          title: 'Your request could not be sent',
          body: 'We could not save your request right now. Please try again in a moment, or write to us on the chat.',
          chat: CHAT.en,
        }
      : {
          title: 'No pudimos enviar tu solicitud',
          body: 'No pudimos guardar tu solicitud en este momento. Vuelve a intentarlo en un momento o escríbenos por chat.',
          chat: CHAT.es,
        };
  return page(language, copy, chatLink, back);
}

/** A post that could not be taken now, as its page: what to send, and the Retry-After. */
export interface NotTakenPage {
  status: 429 | 503;
  retryAfter: number;
  html: string;
}

/**
 * The page for an error that means "not now": a rate limit (429) or a database that cannot take the post
 * (503), each saying when to try again. Undefined for any other error, which the caller throws on.
 */
export function notTakenPage(
  error: unknown,
  language: Language,
  chatLink: string | undefined,
  back: string,
): NotTakenPage | undefined {
  if (error instanceof TooManyRequestsException) {
    const { retryAfter } = error;
    return { status: 429, retryAfter, html: rateLimitedPage(language, retryAfter, chatLink, back) };
  }
  if (isDatabaseUnavailable(error)) {
    const retryAfter = UNAVAILABLE_RETRY_SECONDS;
    return { status: 503, retryAfter, html: unavailablePage(language, chatLink, back) };
  }
  return undefined;
}

/** Sends the page for an error that means "not now" (notTakenPage), with its Retry-After; false for any other. */
export function sendNotTaken(
  res: Response,
  error: unknown,
  language: Language,
  chatLink: string | undefined,
  back: string,
): boolean {
  const notTaken = notTakenPage(error, language, chatLink, back);
  if (!notTaken) return false;
  res.setHeader('Retry-After', String(notTaken.retryAfter));
  res.status(notTaken.status).type('html').send(notTaken.html);
  return true;
}

/** Answers refused before the form could be read (403, 413, 415, 400), in both languages. */
export const REFUSED_PAGES = {
  crossSite: {
    status: 403,
    es: 'La solicitud llegó desde otro sitio y no fue aceptada. Envía el formulario desde nuestra página.',
    en: 'The request came from another site and was not accepted. Please send the form from our page.',
  },
  tooLarge: {
    status: 413,
    es: 'El formulario enviado es demasiado grande. Acorta tu mensaje y vuelve a enviarlo.',
    en: 'The form sent is too large. Please shorten your message and send it again.',
  },
  unsupported: {
    status: 415,
    es: 'El formulario llegó en un formato que no aceptamos. Envíalo desde nuestra página.',
    en: 'The form arrived in a format we do not accept. Please send it from our page.',
  },
  unreadable: {
    status: 400,
    es: 'No pudimos leer el formulario enviado. Vuelve a enviarlo desde nuestra página.',
    en: 'We could not read the form sent. Please send it again from our page.',
  },
} as const;
export type Refusal = keyof typeof REFUSED_PAGES;

export function refusedPage(refusal: Refusal): string {
  const { es, en } = REFUSED_PAGES[refusal];
  return renderStaffPage(
    'Solicitud no enviada · Request not sent',
    `  <h1>Solicitud no enviada <span lang="en">Request not sent</span></h1>
  <p class="sub">${es} <span lang="en">${en}</span></p>`,
  );
}
