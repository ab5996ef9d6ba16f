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

const NUMERIC: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * A moment in figures on Medellín's clock: "28/11/2026 8:00" in Spanish (dd/mm/aaaa), "11/28/2026 8:00 AM"
 * in English; the CSV export writes the same. Built from the parts, so no ICU version adds a comma.
 */
export function formatNumericDateTime(iso: string, locale: StaffLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = staffDateFormat('en', 'numeric', NUMERIC).formatToParts(date);
  const part = Object.fromEntries(parts.map(({ type, value }) => [type, value]));
  const hour = Number(part.hour);
  if (locale === 'es') return `${part.day}/${part.month}/${part.year} ${hour}:${part.minute}`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${part.month}/${part.day}/${part.year} ${twelve}:${part.minute}\u00a0${hour < 12 ? 'AM' : 'PM'}`;
}
