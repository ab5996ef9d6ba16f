// A day as staff type it (the list's filters, a post's schedule, a closed day): day/month/year in Spanish ("25/11/2026"), month/day/year in
// English ("11/25/2026"), whatever the browser's own date format. The URL and the API keep YYYY-MM-DD.
import type { StaffLocale } from '../i18n/staff-locale';

/** A real day written YYYY-MM-DD: 2025-02-30 is not one. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: string) => value.padStart(2, '0');

/** A YYYY-MM-DD day as the staff member reads it; '' for none. */
export function formatDayText(day: string | null, locale: StaffLocale): string {
  if (day === null || !isCalendarDate(day)) return '';
  const [year, month, date] = day.split('-');
  return locale === 'es' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
}

/**
 * What a typed day means: YYYY-MM-DD, null for an empty field, or 'invalid' for anything that is not a real
 * day in the staff member's order. Slashes, dashes, dots or spaces may separate the parts, and a day or month
 * may have one digit; YYYY-MM-DD itself is read too (it cannot be mistaken).
 */
export function parseDayText(text: string, locale: StaffLocale): string | null | 'invalid' {
  const typed = text.trim();
  if (typed === '') return null;
  if (isCalendarDate(typed)) return typed;
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(typed);
  if (!match) return 'invalid';
  const [first, second, year] = match.slice(1);
  const [date, month] = locale === 'es' ? [first, second] : [second, first];
  const day = `${year}-${pad(month)}-${pad(date)}`;
  return isCalendarDate(day) ? day : 'invalid';
}
