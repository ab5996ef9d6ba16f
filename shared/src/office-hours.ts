import { type Language } from './consultation';

// The firm's office hours as staff edit them once in the panel: per weekday, closed or open in one or more
// spans. The footer's line, the contact page's table, the structured data and the server's answer-by clock
// are all worked out from them, in both languages; nobody types an hours text.

/** The days of the week in the order a week is shown and stored: Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening of a day in Medellín: "08:00" to "18:00" (closes may be "24:00", the end of the day). */
export interface OpeningSpan {
  opens: string;
  closes: string;
}

/** One day of the week: its openings, earliest first; none when the office is closed that day. */
export interface DayHours {
  day: Weekday;
  spans: OpeningSpan[];
}

/** The whole week, Monday to Sunday: always seven days, in WEEKDAYS order. */
export type WeekHours = DayHours[];

/**
 * SPEC §9's two readings of the hours as two named schedules. `office` (horario de oficina) is the contact
 * page's table, the structured data and the clock the 60-minute answer promise counts in; `attention`
 * (horario de atención) is the footer's line, and null means the same hours as the office.
 */
export interface OfficeHours {
  office: WeekHours;
  attention: WeekHours | null;
  /** Days the office is closed besides Colombia's public holidays (always closed), YYYY-MM-DD. */
  closedDays: string[];
}

/** At most this many openings a day (a morning and an afternoon, with room for one more). */
export const MAX_SPANS_PER_DAY = 3;
/** At most this many extra closed days are kept. */
export const MAX_CLOSED_DAYS = 60;

/** "08:00": a time of day; "24:00" only as a closing time. */
export const OPENING_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const CLOSING_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Minutes after midnight of "HH:MM". */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** "HH:MM" of minutes after midnight (1440 is "24:00"). */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The schedule the footer shows: `attention`, or the office's when the firm uses the same hours for both. */
export function attentionHours(hours: OfficeHours): WeekHours {
  return hours.attention ?? hours.office;
}

const DAY_NAMES: Record<Language, Record<Weekday, string>> = {
  es: {
    mon: 'lunes',
    tue: 'martes',
    wed: 'miércoles',
    thu: 'jueves',
    fri: 'viernes',
    sat: 'sábado',
    sun: 'domingo',
  },
  en: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
};

const WORDS: Record<Language, { through: string; and: string; closed: string }> = {
  es: { through: 'a', and: 'y', closed: 'Cerrado' },
  en: { through: 'to', and: 'and', closed: 'Closed' },
};

/** The name of a day in a language ("lunes", "Monday"). */
export function dayName(day: Weekday, language: Language): string {
  return DAY_NAMES[language][day];
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "8:00 a. m." (Spanish, as Colombia writes it) or "8:00 AM": the 12-hour clock; "24:00" is midnight
 * ("12:00 a. m."), "12:00" noon ("12:00 p. m.").
 */
export function clockText(time: string, language: Language): string {
  const minutes = minutesOf(time) % (24 * 60);
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  const morning = hour < 12;
  const suffix = language === 'es' ? (morning ? 'a. m.' : 'p. m.') : morning ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${suffix}`;
}

/** "8:00 a. m. – 6:00 p. m." and, with a break, "… y 2:00 p. m. – 6:00 p. m."; "Cerrado" when closed. */
export function spansText(spans: readonly OpeningSpan[], language: Language): string {
  if (spans.length === 0) return WORDS[language].closed;
  return spans
    .map((span) => `${clockText(span.opens, language)} – ${clockText(span.closes, language)}`)
    .join(` ${WORDS[language].and} `);
}

/** One row of the hours as people read them: consecutive days with the same hours together. */
export interface HoursRow {
  /** "Lunes a viernes", "Sábado y domingo", "Monday". */
  days: string;
  /** "8:00 a. m. – 6:00 p. m.", or "Cerrado" / "Closed". */
  time: string;
  open: boolean;
}

const sameSpans = (a: readonly OpeningSpan[], b: readonly OpeningSpan[]): boolean =>
  a.length === b.length && a.every((span, i) => span.opens === b[i].opens && span.closes === b[i].closes);

/** Consecutive days (Monday first) with the same hours, as runs of the week. */
function runsOf(week: WeekHours): DayHours[][] {
  const runs: DayHours[][] = [];
  for (const day of week) {
    const last = runs[runs.length - 1];
    if (last && sameSpans(last[0].spans, day.spans)) last.push(day);
    else runs.push([day]);
  }
  return runs;
}

function daysText(run: readonly DayHours[], language: Language): string {
  const first = dayName(run[0].day, language);
  const last = dayName(run[run.length - 1].day, language);
  const text =
    run.length === 1
      ? first
      : `${first} ${run.length === 2 ? WORDS[language].and : WORDS[language].through} ${last}`;
  return capitalise(text);
}

/** The contact page's table: every day of the week, consecutive days with the same hours in one row. */
export function hoursTable(week: WeekHours, language: Language): HoursRow[] {
  return runsOf(week).map((run) => ({
    days: daysText(run, language),
    time: spansText(run[0].spans, language),
    open: run[0].spans.length > 0,
  }));
}

/**
 * The footer's line: the open days only, "Lunes a viernes, 9:00 a. m. – 5:00 p. m." (several groups
 * separated by "; "), or "Cerrado" / "Closed" when no day is open.
 */
export function hoursLine(week: WeekHours, language: Language): string {
  const open = hoursTable(week, language).filter((row) => row.open);
  if (open.length === 0) return WORDS[language].closed;
  // Spanish writes the day names of the later groups in lower case ("; sábado, …"); English capitalises them.
  const later = (days: string) => (language === 'es' ? days.charAt(0).toLowerCase() + days.slice(1) : days);
  return open.map((row, index) => `${index === 0 ? row.days : later(row.days)}, ${row.time}`).join('; ');
}

/** One schema.org OpeningHoursSpecification: the days that share one opening. */
export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * The week as schema.org's openingHoursSpecification (its day names are the English ones): one entry per opening shared by a set of days
 * (a day closed has none; "24:00" is written "23:59", as schema.org's examples close a whole day).
 */
export function openingHoursSpecification(week: WeekHours): OpeningHoursSpecification[] {
  const entries: OpeningHoursSpecification[] = [];
  for (const day of week) {
    for (const span of day.spans) {
      const closes = span.closes === '24:00' ? '23:59' : span.closes;
      const entry = entries.find((e) => e.opens === span.opens && e.closes === closes);
      if (entry) entry.dayOfWeek.push(DAY_NAMES.en[day.day]);
      else
        entries.push({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [DAY_NAMES.en[day.day]],
          opens: span.opens,
          closes,
        });
    }
  }
  return entries;
}

/** A week open on `days` with one span each, closed on the others. */
export function weekOpenOn(days: readonly Weekday[], opens: string, closes: string): WeekHours {
  return WEEKDAYS.map((day) => ({ day, spans: days.includes(day) ? [{ opens, closes }] : [] }));
}

/** SPEC §9: the footer's reading (Monday to Friday, 9 to 5) and the contact page's (8 to 6, Saturday 9 to 1). */
export const SEED_OFFICE_HOURS: OfficeHours = {
  office: WEEKDAYS.map((day) => ({
    day,
    spans:
      day === 'sat'
        ? [{ opens: '09:00', closes: '13:00' }]
        : day === 'sun'
          ? []
          : [{ opens: '08:00', closes: '18:00' }],
  })),
  attention: weekOpenOn(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', '17:00'),
  closedDays: [],
};
