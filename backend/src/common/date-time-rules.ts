import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { endOfFirmDate, isCalendarDay, startOfFirmDate } from './firm-time';

/**
 * The instants the API takes, stores or compares with stored ones: the years 0000 to 9999 in UTC. ISO 8601
 * writes no other year in four digits, and SQLite keeps a time as that text and compares it as text: 23:00
 * on 31 December 9999 in Medellín, the year 10000 in UTC, was stored as the year 0000 (a post scheduled for
 * it went live at once), and a filter up to that day found nothing.
 */
export const FIRST_INSTANT = new Date('0000-01-01T00:00:00.000Z');
export const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z');

/** An RFC 3339 date and time: with seconds and an offset, so 09:00 in Medellín is never read as 09:00 UTC. */
export const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d{1,9})?(?:Z|([+-])([01]\d|2[0-3]):([0-5]\d))$/;

export const inInstantRange = (instant: Date): boolean => instant >= FIRST_INSTANT && instant <= LAST_INSTANT;

/**
 * The instant a date and time names, or undefined when it names none: another shape, or a day or time
 * that does not exist (30 February, 24:00, a leap second), which Date would roll over into the next one.
 * It may lie outside the range (dateTimeProblem says so).
 */
export function parseDateTime(text: unknown): Date | undefined {
  const match = typeof text === 'string' ? DATE_TIME.exec(text) : null;
  if (!match) return undefined;
  const instant = new Date(text as string);
  if (Number.isNaN(instant.getTime())) return undefined;
  const [, written, sign, hours = '0', minutes = '0'] = match;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  // Read back on its own clock, a real time is the one written.
  const local = new Date(instant.getTime() + offsetMs).toISOString();
  return local.slice(0, 19) === written ? instant : undefined;
}

/** What is wrong with a date and time sent as `field`, or undefined. */
export function dateTimeProblem(field: string, value: unknown): string | undefined {
  const instant = parseDateTime(value);
  if (!instant) return `${field} must be a date and time with its offset, such as 2026-12-01T09:00:00-05:00`;
  if (!inInstantRange(instant)) return `${field} must be a time between the years 0000 and 9999 in UTC`;
  return undefined;
}

/** A date and time (see dateTimeProblem), its message saying what is wrong. */
export function IsDateTime(field: string, options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateTime',
      validator: {
        validate: (value: unknown) => dateTimeProblem(field, value) === undefined,
        defaultMessage: (args?: ValidationArguments) => dateTimeProblem(field, args?.value) ?? '',
      },
    },
    options,
  );
}

/** The last day whose whole Medellín day is in the range (the next one ends in UTC's year 10000). */
export const LAST_FIRM_DAY = '9999-12-30';

/** A real calendar day, YYYY-MM-DD, whose whole day in Medellín lies in the range. */
export function isFirmDayInRange(text: unknown): text is string {
  if (!isCalendarDay(text)) return false;
  return inInstantRange(startOfFirmDate(text)) && endOfFirmDate(text).getTime() - 1 <= LAST_INSTANT.getTime();
}

/** The same time of day `years` calendar years after `instant` (29 February gives 1 March). */
export function yearsAfter(instant: Date, years: number): Date {
  const later = new Date(instant.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}
