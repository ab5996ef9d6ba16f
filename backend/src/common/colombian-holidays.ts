/**
 * Colombia's public holidays (días festivos) of a year, as YYYY-MM-DD in Medellín's calendar. Ley 51 de 1983
 * (the "Ley Emiliani") moves seven fixed feasts and three feasts tied to Easter to the following Monday;
 * six fixed dates and Holy Thursday and Good Friday stay where they fall.
 */

const STAY = ['01-01', '05-01', '07-20', '08-07', '12-08', '12-25'];
/** Reyes, San José, San Pedro y San Pablo, Asunción, Día de la Raza, Todos los Santos, Independencia de Cartagena. */
const MOVED_TO_MONDAY = ['01-06', '03-19', '06-29', '08-15', '10-12', '11-01', '11-11'];
/** Days after Easter Sunday: Holy Thursday, Good Friday (both stay). */
const EASTER_STAY = [-3, -2];
/** Days after Easter Sunday, then moved to Monday: Ascensión (39), Corpus Christi (60), Sagrado Corazón (68). */
const EASTER_MOVED = [39, 60, 68];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date): string => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
/** The day itself when it is a Monday, else the next Monday. */
const onMonday = (date: Date): Date => plusDays(date, (8 - date.getUTCDay()) % 7);

const cache = new Map<number, ReadonlySet<string>>();

/** Every public holiday of the year, sorted. */
export function colombianHolidays(year: number): string[] {
  return [...holidaySet(year)].sort();
}

function holidaySet(year: number): ReadonlySet<string> {
  let days = cache.get(year);
  if (!days) {
    const on = (monthDay: string) => new Date(`${String(year).padStart(4, '0')}-${monthDay}T00:00:00Z`);
    const easter = easterSunday(year);
    days = new Set([
      ...STAY.map((monthDay) => iso(on(monthDay))),
      ...MOVED_TO_MONDAY.map((monthDay) => iso(onMonday(on(monthDay)))),
      ...EASTER_STAY.map((offset) => iso(plusDays(easter, offset))),
      ...EASTER_MOVED.map((offset) => iso(onMonday(plusDays(easter, offset)))),
    ]);
    cache.set(year, days);
  }
  return days;
}

/** Whether a calendar day (YYYY-MM-DD) is a public holiday in Colombia. */
export function isColombianHoliday(day: string): boolean {
  return holidaySet(Number(day.slice(0, 4))).has(day);
}
