import { timeOf, type WeekHours, WEEKDAYS, type Weekday } from '@abogados/shared';
import { type FreeTextHours } from './seed';

/**
 * Reads the hours staff typed as free text before the office hours were structured: "Lunes a viernes, 9:00
 * AM a 5:00 PM", rows such as "Sábado" / "9:00 AM – 1:00 PM" and "Domingo" / "Cerrado", in Spanish or
 * English, 12- or 24-hour clock. What it cannot read it says so (undefined), and the caller seeds that part.
 */

const DAY_WORDS: Record<string, Weekday> = {
  lunes: 'mon',
  lun: 'mon',
  monday: 'mon',
  mon: 'mon',
  martes: 'tue',
  mar: 'tue',
  tuesday: 'tue',
  tue: 'tue',
  miercoles: 'wed',
  mie: 'wed',
  wednesday: 'wed',
  wed: 'wed',
  jueves: 'thu',
  jue: 'thu',
  thursday: 'thu',
  thu: 'thu',
  viernes: 'fri',
  vie: 'fri',
  friday: 'fri',
  fri: 'fri',
  sabado: 'sat',
  sab: 'sat',
  saturday: 'sat',
  sat: 'sat',
  domingo: 'sun',
  dom: 'sun',
  sunday: 'sun',
  sun: 'sun',
};
const CLOSED = /^(cerrado|closed)$/;
const RANGE_WORD = /^(a|to|through|al|hasta|-|–|—)$/;
const LIST_WORD = /^(y|and|,|&)$/;

/** Lower case, no accents, dots of "a. m." kept apart from the words. */
const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();

/** The days a text names ("lunes a viernes", "sábado y domingo", "mon-fri"), or undefined. */
export function readDays(text: string): Weekday[] | undefined {
  const words = plain(text)
    .replace(/([,–—-])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);
  const days: Weekday[] = [];
  for (let i = 0; i < words.length; i++) {
    const day = DAY_WORDS[words[i].replace(/\.$/, '')];
    if (day) {
      days.push(day);
      continue;
    }
    if (RANGE_WORD.test(words[i]) && days.length > 0 && DAY_WORDS[words[i + 1]?.replace(/\.$/, '')]) {
      const from = WEEKDAYS.indexOf(days[days.length - 1]);
      const to = WEEKDAYS.indexOf(DAY_WORDS[words[i + 1].replace(/\.$/, '')]);
      if (to <= from) return undefined;
      days.push(...WEEKDAYS.slice(from + 1, to));
      continue;
    }
    if (!LIST_WORD.test(words[i])) return undefined;
  }
  return days.length > 0 && new Set(days).size === days.length ? days : undefined;
}

const CLOCK = /^(\d{1,2})(?::(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?|h)?$/;

/** Minutes after midnight of "9:00 AM", "5 p. m.", "17:00", or undefined. */
function readClock(text: string): number | undefined {
  const match = CLOCK.exec(text.replace(/\s+/g, ' ').trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const half = match[3]?.[0];
  if (minute > 59) return undefined;
  if (half === 'a' || half === 'p') {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 24 || (hour === 24 && minute > 0)) return undefined;
  return hour * 60 + minute;
}

/** The spans a time text gives ("8:00 AM – 6:00 PM", "8:00 a 12:00 y 14:00 a 18:00"), [] for closed. */
export function readSpans(text: string): Array<{ opens: string; closes: string }> | undefined {
  const value = plain(text);
  if (CLOSED.test(value)) return [];
  const spans: Array<{ opens: string; closes: string }> = [];
  for (const part of value.split(/\s+(?:y|and)\s+|\s*[,/]\s*/)) {
    const ends = part.split(/\s*(?:–|—|-|\s+a\s+|\s+to\s+|\s+hasta\s+)\s*/);
    if (ends.length !== 2) return undefined;
    const opens = readClock(ends[0]);
    const closes = readClock(ends[1]);
    if (opens === undefined || closes === undefined || closes <= opens || opens >= 24 * 60) return undefined;
    const last = spans[spans.length - 1];
    if (last && opens < Number(last.closes.slice(0, 2)) * 60 + Number(last.closes.slice(3))) return undefined;
    spans.push({ opens: timeOf(opens), closes: timeOf(closes) });
  }
  return spans.length > 0 && spans.length <= 3 ? spans : undefined;
}

/** A week from (days, spans) pairs: days not named are closed; a day named twice is not read. */
function weekOf(
  entries: Array<[Weekday[], Array<{ opens: string; closes: string }>]>,
): WeekHours | undefined {
  const week: WeekHours = WEEKDAYS.map((day) => ({ day, spans: [] }));
  const named = new Set<Weekday>();
  for (const [days, spans] of entries) {
    for (const day of days) {
      if (named.has(day)) return undefined;
      named.add(day);
      week[WEEKDAYS.indexOf(day)].spans = spans;
    }
  }
  return named.size > 0 && week.some((day) => day.spans.length > 0) ? week : undefined;
}

/** The footer's line, "Lunes a viernes, 9:00 AM a 5:00 PM" (groups separated by ";"), as a week. */
export function readHoursLine(text: string): WeekHours | undefined {
  const entries: Array<[Weekday[], Array<{ opens: string; closes: string }>]> = [];
  for (const group of text.split(';')) {
    const match = /^([^\d]*?)[,:]?\s*(\d.*|cerrado|closed)$/i.exec(group.trim());
    const days = match && readDays(match[1]);
    const spans = match && readSpans(match[2]);
    if (!days || !spans) return undefined;
    entries.push([days, spans]);
  }
  return weekOf(entries);
}

/** The contact page's rows as a week. */
export function readHoursRows(rows: FreeTextHours['business'], language: 'es' | 'en'): WeekHours | undefined {
  const entries: Array<[Weekday[], Array<{ opens: string; closes: string }>]> = [];
  for (const row of rows) {
    const days = readDays(row.days[language]);
    const spans = readSpans(row.time[language]);
    if (!days || !spans) return undefined;
    entries.push([days, spans]);
  }
  return weekOf(entries);
}

/** A week both languages agree on: the Spanish reading, or the English when only it reads (or they differ: undefined). */
export function agreed(es: WeekHours | undefined, en: WeekHours | undefined): WeekHours | undefined {
  if (es && en) return JSON.stringify(es) === JSON.stringify(en) ? es : undefined;
  return es ?? en;
}
