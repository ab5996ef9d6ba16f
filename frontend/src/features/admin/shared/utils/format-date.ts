// Dates in the staff member's language (SPEC §9's long month, hour and minute: "1 de marzo de 2025,
// 10:04 a. m." or "March 1, 2025 at 10:04 AM"). The firm works on Medellín's clock, so a request sent at
// 11 p.m. there must not read as the next day for staff whose browser is elsewhere.
import { INTL_LOCALE, STAFF_TIME_ZONE, type StaffLocale } from '../i18n/staff-locale';

const cache = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and set of options, made once: the list formats many dates per render. */
export function staffDateFormat(
  locale: StaffLocale,
  name: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${name}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: STAFF_TIME_ZONE });
    cache.set(key, format);
  }
  return format;
}

const LONG: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** The exact separators depend on the browser's ICU data. */
export function formatSubmissionDate(iso: string, locale: StaffLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return keepTimeTogether(staffDateFormat(locale, 'long', LONG).format(date));
}

/**
 * Some ICU versions put plain spaces in "10:04 p. m." or "10:04 PM"; on a phone the line broke inside
 * the time.
 */
export function keepTimeTogether(text: string): string {
  return text
    .replace(/(\d)\s+([ap])\.\s*m\./g, '$1\u00a0$2.\u00a0m.')
    .replace(/(\d)[ \u00a0\u202f]+([AP]M)\b/g, '$1\u00a0$2');
}
