import { type OfficeHours, type WeekHours } from '@abogados/shared';
import { type BusinessCalendar, weekHoursOf } from '../common/business-hours';

/**
 * What the office-hours migration stores: the weeks it read from the firm's free texts, null where it read
 * nothing (or where the contact rows were still the launch's), and the texts it could not read.
 */
export interface CarriedOverHours {
  carriedOver: { office: WeekHours | null; attention: WeekHours | null; unread: string[] };
}

/**
 * The office hours to store in place of the migration's carry-over (or of no hours at all): what it read,
 * the rest from BUSINESS_HOURS and BUSINESS_CLOSED_DAYS (`seed`). Undefined when the stored hours are
 * already staff's. The footer uses the office's hours when it read none, or the same ones.
 */
export function settleHours(
  stored: string | null,
  seed: BusinessCalendar,
): { hours: OfficeHours; unread: string[]; seeded: boolean } | undefined {
  const parsed = stored === null ? null : (JSON.parse(stored) as Partial<CarriedOverHours>);
  if (parsed !== null && !parsed.carriedOver) return undefined;
  const carried = parsed?.carriedOver ?? { office: null, attention: null, unread: [] };
  const office = carried.office ?? weekHoursOf(seed.week);
  const attention =
    carried.attention && JSON.stringify(carried.attention) !== JSON.stringify(office)
      ? carried.attention
      : null;
  return {
    hours: { office, attention, closedDays: [...seed.closedDays] },
    unread: carried.unread,
    seeded: carried.office === null,
  };
}
