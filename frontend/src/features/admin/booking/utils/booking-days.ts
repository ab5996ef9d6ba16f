// The bookings list's days: Medellín's (UTC-5 all year, no daylight saving), whatever the browser's zone.
import { type Language, slotDayLabel } from '@abogados/shared';

const MEDELLIN_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Medellín day an instant falls on, YYYY-MM-DD. */
export const medellinDay = (instant: string | number): string =>
  new Date(new Date(instant).getTime() - MEDELLIN_OFFSET_MS).toISOString().slice(0, 10);

/** Items with a start, grouped by their Medellín day in the order they come (the API sorts by start). */
export function byMedellinDay<T extends { start: string }>(
  items: readonly T[],
): Array<{ day: string; items: T[] }> {
  const days: Array<{ day: string; items: T[] }> = [];
  for (const item of items) {
    const day = medellinDay(item.start);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** A day as a heading: "Lunes 18 de enero", "Monday, January 18". */
export function dayHeading(day: string, language: Language): string {
  const label = slotDayLabel(day, language);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
