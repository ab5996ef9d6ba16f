/**
 * The same instant `months` calendar months earlier, in UTC. A day the earlier month does not have becomes
 * its last day (31 March − 1 month = 28 or 29 February), as a person counting months on a calendar would,
 * instead of Date's overflow into the next month (which would keep a request days past its period).
 */
export function subtractCalendarMonths(from: Date, months: number): Date {
  const monthIndex = from.getUTCFullYear() * 12 + from.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

/** "2025-02-28": the UTC calendar day of an instant. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
