// Dates in the staff member's language, one way everywhere in the panel (SPEC §9's long month, hour and
// minute: "1 de marzo de 2025, 10:04 a. m." or "March 1, 2025 at 10:04 AM"); days typed by staff are
// dd/mm/aaaa (mm/dd/yyyy in English), see day-text.ts. The firm works on Medellín's clock, so a request sent at
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

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const LONG: Intl.DateTimeFormatOptions = { ...DAY, ...TIME };

function format(
  iso: string | number | Date,
  locale: StaffLocale,
  name: string,
  options: Intl.DateTimeFormatOptions,
) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return keepTimeTogether(staffDateFormat(locale, name, options).format(date));
}

/**
 * A moment, the one way the panel writes one (lists, details, the activity log, the access document): "28 de
 * noviembre de 2026, 8:00 a. m.", "November 28, 2026 at 8:00 AM". The exact separators depend on the
 * browser's ICU data.
 */
export function formatSubmissionDate(iso: string | number | Date, locale: StaffLocale): string {
  return format(iso, locale, 'long', LONG);
}

/** A day alone, written the same way: "28 de noviembre de 2026", "November 28, 2026". */
export function formatDay(iso: string | number | Date, locale: StaffLocale): string {
  return format(iso, locale, 'day', DAY);
}

/** A time of day alone, written the same way: "8:00 a. m.", "8:00 AM". */
export function formatTime(iso: string | number | Date, locale: StaffLocale): string {
  return format(iso, locale, 'time', TIME);
}

/**
 * Some ICU versions put plain spaces in "10:04 p. m." or "10:04 PM"; on a phone the line broke inside
 * the time.
 */
function keepTimeTogether(text: string): string {
  return text
    .replace(/(\d)\s+([ap])\.\s*m\./g, '$1\u00a0$2.\u00a0m.')
    .replace(/(\d)[ \u00a0\u202f]+([AP]M)\b/g, '$1\u00a0$2');
}
