import { type BusinessCalendar, isOpen, nextOpening, parseBusinessHours } from '../common/business-hours';

/**
 * When advertising may reach a person in Colombia (Ley 2300 de 2023, art. 3): Monday to Friday 7:00 to
 * 19:00, Saturday 8:00 to 15:00, never on Sundays or public holidays, in America/Bogota (UTC-5 all year).
 */
export const LEY_2300_HOURS = 'mon-fri 07:00-19:00, sat 08:00-15:00';

const CALENDAR: BusinessCalendar = { week: parseBusinessHours(LEY_2300_HOURS), closedDays: [] };

export interface Ley2300Window {
  /** Whether a newsletter may go out at that instant. */
  open: boolean;
  /** `now` itself when open, else when the next window opens. */
  nextOpensAt: Date;
}

/** Whether the newsletter may be sent at `now`, and when it next may. Public holidays are always closed. */
export function ley2300Window(now: Date): Ley2300Window {
  return { open: isOpen(now, CALENDAR), nextOpensAt: nextOpening(now, CALENDAR) };
}
