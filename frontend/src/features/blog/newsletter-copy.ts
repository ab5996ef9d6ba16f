import type { Localized } from '../../i18n';
import { waitWords, type RetryWait } from '../consultation-form/retry-wait';

// The newsletter box's strings, in both languages; a file of their own so they come with the box's code,
// not with every blog page's.
interface NewsletterCopy {
  newsletterTitle: string;
  newsletterBody: string;
  emailLabel: string;
  emailPlaceholder: string;
  subscribe: string;
  subscribing: string;
  /** The consent sentence is the server's (NEWSLETTER_CONSENT_TEXTS), split around its link. */
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  /** Shown on every page in Spanish, as the server words them (SPEC §5). */
  emailInvalid: string;
  consentMissing: string;
  errorTitle: string;
  networkError: string;
  unexpectedError: string;
  tooManyRequests: (wait: RetryWait | null) => string;
  retry: string;
  honeypotLabel: string;
}

export const newsletterCopy: Localized<NewsletterCopy> = {
  es: {
    newsletterTitle: 'Recibe nuestras guías legales',
    newsletterBody:
      'Avisos de nuevos artículos sobre derecho de familia, penal y administrativo en Colombia.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'tu@correo.com',
    subscribe: 'Suscribirse',
    subscribing: 'Suscribiendo…',
    consentBefore:
      'Acepto recibir el boletín del despacho por correo electrónico y el tratamiento de mi correo para ese fin, según la ',
    consentLink: 'política de privacidad',
    consentAfter: '.',
    emailInvalid: 'Ingresa un email válido',
    consentMissing: 'Debes aceptar recibir el boletín para suscribirte',
    errorTitle: 'No pudimos suscribirte',
    networkError: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    unexpectedError: 'Algo salió mal y no quedaste suscrito. Inténtalo de nuevo.',
    tooManyRequests: (wait) =>
      `Recibimos varias solicitudes desde tu conexión en poco tiempo. Inténtalo de nuevo ${waitWords.es(wait)}.`,
    retry: 'Intentar de nuevo',
    honeypotLabel: 'Deja este campo vacío',
  },
  en: {
    newsletterTitle: 'Get our legal guides',
    newsletterBody: 'Notices of new articles on family, criminal and administrative law in Colombia.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing…',
    consentBefore:
      "I agree to receive the firm's newsletter by email and to the processing of my email address for that purpose, under the ",
    consentLink: 'privacy policy',
    consentAfter: '.',
    emailInvalid: 'Ingresa un email válido',
    consentMissing: 'Debes aceptar recibir el boletín para suscribirte',
    errorTitle: "We couldn't subscribe you",
    networkError: "We couldn't reach the server. Check your connection and try again.",
    unexpectedError: "Something went wrong and you weren't subscribed. Please try again.",
    tooManyRequests: (wait) =>
      `We received several requests from your connection in a short time. Please try again ${waitWords.en(wait)}.`,
    retry: 'Try again',
    honeypotLabel: 'Leave this field empty',
  },
};
