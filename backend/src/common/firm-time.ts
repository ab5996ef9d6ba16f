/** The firm's clock: Medellín, America/Bogota. Colombia keeps UTC-5 all year (no daylight saving since 1993). */
export const FIRM_TIME_ZONE = 'America/Bogota';
const FIRM_UTC_OFFSET = '-05:00';
/** Local time in Medellín is UTC plus this (a negative number). */
export const FIRM_UTC_OFFSET_MS = -5 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Medellín at that instant, as YYYY-MM-DD. */
export function firmDayOf(instant: Date): string {
  return dayFormat.format(instant);
}

/** The instant the current calendar day began in Medellín. */
export function startOfFirmDay(now: Date = new Date()): Date {
  return startOfFirmDate(firmDayOf(now));
}

/** Whether text is a real calendar day written YYYY-MM-DD ("2025-02-30" is not). */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The instant a calendar day (YYYY-MM-DD) begins in Medellín. */
export function startOfFirmDate(day: string): Date {
  return new Date(`${day}T00:00:00${FIRM_UTC_OFFSET}`);
}

/** The instant the calendar day after `day` begins in Medellín: the exclusive end of `day`. */
export function endOfFirmDate(day: string): Date {
  return new Date(startOfFirmDate(day).getTime() + 24 * 60 * 60 * 1000);
}

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as staff read it on Medellín's clock, in their language: "27/11/2026 17:57" in Spanish
 * (dd/mm/aaaa, 24 hours), "11/27/2026 5:57 PM" in English; both are what Excel in that language reads as
 * a date and time.
 */
export function firmDateTime(instant: Date, locale: 'es' | 'en'): string {
  const part = Object.fromEntries(clockFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const hour = Number(part.hour);
  if (locale === 'es') return `${part.day}/${part.month}/${part.year} ${hour}:${part.minute}`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${part.month}/${part.day}/${part.year} ${twelve}:${part.minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
