// The firm's promise on a pending request's card: when the answer is due ("Answer by 10:30 AM") and how
// long is left ("45 min left") or, once past it, how late it is ("Overdue by 25 min"), in the staff member's
// language. The due time is in Medellín, as every date in the panel; the API sets it (60 minutes counted
// inside business hours).
import { slotDayLabel } from '@abogados/shared';
import { formatSubmissionDate, formatTime } from '../../shared/utils/format-date';
import type { StaffLocale } from '../../shared/i18n/staff-locale';
import type { StaffI18n } from '../../shared/i18n/use-staff-i18n';

const MINUTE = 60_000;

/** YYYY-MM-DD on Medellín's calendar (the same whatever the staff member's language). */
const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' });

/** The calendar day in Medellín at `now`, YYYY-MM-DD (the "today" counter's day). */
export function firmDay(now: number): string {
  return CALENDAR_DAY.format(now);
}

/**
 * A booked meeting's start on Medellín's clock, its weekday first (a booking is at most months ahead):
 * "miércoles 9 de diciembre, 9:00 a. m.", "Wednesday, December 9, 9:00 AM".
 */
export function formatMeetingStart(startIso: string, locale: StaffLocale): string {
  return `${slotDayLabel(firmDay(Date.parse(startIso)), locale)}, ${formatTime(startIso, locale)}`;
}

/** A whole number of minutes in the panel's words: "45 min", "2 h 10 min", "1 h", "3 d 2 h", "1 d". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  const days = Math.floor(hours / 24);
  if (days === 0) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  // A day away, the minutes no longer matter.
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/**
 * The due time as the panel writes times: the hour alone on the same day in Medellín ("9:00 a. m."), the
 * whole date otherwise ("3 de junio de 2026, 9:00 a. m.", "June 3, 2026 at 9:00 AM").
 */
export function formatAnswerBy(answerBy: Date, now: Date, locale: StaffLocale): string {
  return CALENDAR_DAY.format(answerBy) === CALENDAR_DAY.format(now)
    ? formatTime(answerBy, locale)
    : formatSubmissionDate(answerBy, locale);
}

export interface AnswerByState {
  /** The due time: "10:30 a. m.", "3 de junio de 2026, 9:00 a. m.". */
  due: string;
  /** Past the due time (the API's overdue: answerBy <= now). */
  overdue: boolean;
  /** "45 min left", "Overdue by 25 min". */
  remaining: string;
  /** Milliseconds until `remaining` reads differently: when to look again. */
  changesInMs: number;
}

/**
 * Where a pending request stands at `now`. The time left is rounded up (44 min 10 s still reads "45 min
 * left", and the last minute "1 min left"); the delay is rounded down (late by 25 min 50 s reads "25 min").
 */
export function answerByState(
  answerByIso: string,
  now: number,
  { locale, copy: { answerBy: copy } }: StaffI18n,
): AnswerByState | null {
  const answerBy = new Date(answerByIso);
  if (Number.isNaN(answerBy.getTime())) return null;
  const due = formatAnswerBy(answerBy, new Date(now), locale);
  const left = answerBy.getTime() - now;
  if (left > 0) {
    return {
      due,
      overdue: false,
      remaining: copy.left(formatDuration(Math.ceil(left / MINUTE))),
      changesInMs: ((left - 1) % MINUTE) + 1,
    };
  }
  const late = Math.floor(-left / MINUTE);
  return {
    due,
    overdue: true,
    remaining: late === 0 ? copy.justOverdue : copy.lateBy(formatDuration(late)),
    changesInMs: MINUTE - (-left % MINUTE),
  };
}
