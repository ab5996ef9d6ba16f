import { type Language } from './consultation';

// What the server's emails and the site's chat links must agree on. The firm's facts themselves are site
// content, stored in the database and edited by staff.

/** The chat link's prefilled greeting, in the page's language (SPEC §7). */
export const CHAT_GREETING: Record<Language, string> = {
  es: 'Hola, quiero una consulta con un abogado.',
  en: 'Hello, I would like a consultation with a lawyer.',
};

/** Digits only: the chat link format rejects the plus sign and spaces. */
export function whatsappDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** The chat link to `number` with `text` prefilled. */
export function chatUrl(number: string, text: string): string {
  return `https://wa.me/${whatsappDigits(number)}?text=${encodeURIComponent(text)}`;
}
