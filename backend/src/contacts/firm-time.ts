/** The firm's clock: Medellín, America/Bogota. Colombia keeps UTC-5 all year (no daylight saving since 1993). */
export const FIRM_TIME_ZONE = 'America/Bogota';
const FIRM_UTC_OFFSET = '-05:00';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The instant the current calendar day began in Medellín. */
export function startOfFirmDay(now: Date = new Date()): Date {
  return new Date(`${dayFormat.format(now)}T00:00:00${FIRM_UTC_OFFSET}`);
}
