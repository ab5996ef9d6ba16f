// The list's date filters as staff type them: day/month/year in Spanish ("25/11/2026"), month/day/year in
// English ("11/25/2026"), whatever the browser's own date format. The URL and the API keep YYYY-MM-DD.
import { isCalendarDate } from './filters';
import type { StaffLocale } from '../../shared/i18n/staff-locale';

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
