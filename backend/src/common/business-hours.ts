import {
  minutesOf,
  type OfficeHours,
  timeOf,
  type WeekHours,
  WEEKDAYS as STAFF_WEEK,
} from '@abogados/shared';
import { isColombianHoliday } from './colombian-holidays';
import { FIRM_UTC_OFFSET_MS } from './firm-time';

/**
 * The firm's opening hours and the arithmetic of "within N minutes of business time" in Medellín. Colombia
 * keeps UTC-5 all year, so a local day is a fixed 24 hours and the arithmetic works on local milliseconds.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/** 1970-01-01 was a Thursday. */
const EPOCH_WEEKDAY = 4;
/** How far ahead an opening is looked for: a year of closed days means the hours open on no day. */
const MAX_DAYS_AHEAD = 400;

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** One opening of a day, in minutes after local midnight: start included, end excluded. */
export interface OpeningSpan {
  start: number;
  end: number;
}

/** Opening spans per weekday (index 0 is Sunday, as Date.getDay), sorted, not overlapping. */
export type WeeklyHours = OpeningSpan[][];

export interface BusinessCalendar {
  week: WeeklyHours;
  /** Extra closed days (YYYY-MM-DD) besides Colombia's public holidays, which are always closed. */
  closedDays: readonly string[];
}

/** The site promises an answer within 60 minutes (SPEC §1), in business hours (the admin-side copy). */
export const ANSWER_PROMISE_MINUTES = 60;

/**
 * BUSINESS_HOURS' default, the contact page's business hours (SPEC §9). The setting only seeds the office
 * hours staff then edit (content/office-hours-seed.ts); the clock counts in those.
 */
export const DEFAULT_BUSINESS_HOURS = 'mon-fri 08:00-18:00, sat 09:00-13:00';

const DAYS_PATTERN = /^(sun|mon|tue|wed|thu|fri|sat)(?:-(sun|mon|tue|wed|thu|fri|sat))?$/;
const SPAN_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/**
 * Reads opening hours written as "mon-fri 08:00-18:00, sat 09:00-13:00": entries separated by commas or
 * semicolons, each a day or a range of days (mon-fri, fri-mon wraps) and one or more spans (08:00-12:00
 * 14:00-18:00). Days not named are closed. Throws an Error whose message says what is wrong.
 */
export function parseBusinessHours(text: string): WeeklyHours {
  const week: WeeklyHours = WEEKDAYS.map(() => []);
  const named = new Set<number>();
  const entries = text
    .split(/[,;]/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('no opening hours given');
  for (const entry of entries) {
    const [daysText, ...spanTexts] = entry.split(/\s+/);
    const days = DAYS_PATTERN.exec(daysText);
    if (!days) throw new Error(`"${entry}" does not start with a day such as mon or a range such as mon-fri`);
    if (spanTexts.length === 0) throw new Error(`"${entry}" gives no hours such as 08:00-18:00`);
    const spans = spanTexts.map((spanText) => parseSpan(spanText, entry));
    for (const day of dayRange(days[1], days[2] ?? days[1])) {
      if (named.has(day)) throw new Error(`${WEEKDAYS[day]} is given more than once`);
      named.add(day);
      week[day] = [...spans].sort((a, b) => a.start - b.start);
      week[day].forEach((span, index) => {
        const next = week[day][index + 1];
        if (next && next.start < span.end) throw new Error(`"${entry}" has overlapping hours`);
      });
    }
  }
  return week;
}

function parseSpan(text: string, entry: string): OpeningSpan {
  const match = SPAN_PATTERN.exec(text);
  if (!match) throw new Error(`"${text}" in "${entry}" is not a span such as 08:00-18:00`);
  const start = Number(match[1]) * 60 + Number(match[2]);
  const end = match[3] === '24:00' ? 24 * 60 : Number(match[4]) * 60 + Number(match[5]);
  if (end <= start) throw new Error(`"${text}" in "${entry}" ends before it starts`);
  return { start, end };
}

function dayRange(first: string, last: string): number[] {
  const from = WEEKDAYS.indexOf(first as (typeof WEEKDAYS)[number]);
  const to = WEEKDAYS.indexOf(last as (typeof WEEKDAYS)[number]);
  const days: number[] = [];
  for (let day = from; ; day = (day + 1) % 7) {
    days.push(day);
    if (day === to) return days;
  }
}

/** The local calendar day (days since 1970-01-01 in Medellín) and its YYYY-MM-DD. */
const localDay = (localMs: number): number => Math.floor(localMs / DAY_MS);
const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const toLocal = (instant: Date): number => instant.getTime() + FIRM_UTC_OFFSET_MS;
const fromLocal = (localMs: number): Date => new Date(localMs - FIRM_UTC_OFFSET_MS);

type Openings = ReadonlyArray<readonly [number, number]>;

/** Each calendar's openings by day, worked out once (every new request asks for today's, and the next days'). */
const openingsByCalendar = new WeakMap<BusinessCalendar, Map<number, Openings>>();
/** Days kept per calendar: today and the days looked ahead of it, with room to spare. */
const KEPT_DAYS = 64;

/** The day's openings as local-millisecond intervals, none on a public holiday or an extra closed day. */
function openingsOf(day: number, calendar: BusinessCalendar): Openings {
  let days = openingsByCalendar.get(calendar);
  if (!days) openingsByCalendar.set(calendar, (days = new Map()));
  let openings = days.get(day);
  if (openings) return openings;
  const text = dayText(day);
  const spans =
    isColombianHoliday(text) || calendar.closedDays.includes(text)
      ? []
      : (calendar.week[(day + EPOCH_WEEKDAY) % 7] ?? []);
  openings = spans.map(
    (span) => [day * DAY_MS + span.start * MINUTE_MS, day * DAY_MS + span.end * MINUTE_MS] as const,
  );
  if (days.size >= KEPT_DAYS) days.clear();
  days.set(day, openings);
  return openings;
}

/**
 * The instant `minutes` of open time after `from`: a request at 17:30 on a weekday closing at 18:00 is due
 * at 08:30 on the next open day; one on Saturday night or on a holiday counts from the next opening.
 */
export function addBusinessMinutes(from: Date, minutes: number, calendar: BusinessCalendar): Date {
  let remaining = minutes * MINUTE_MS;
  let cursor = toLocal(from);
  const firstDay = localDay(cursor);
  for (let day = firstDay; day <= firstDay + MAX_DAYS_AHEAD; day++) {
    for (const [start, end] of openingsOf(day, calendar)) {
      if (cursor >= end) continue;
      const begin = Math.max(cursor, start);
      if (remaining <= end - begin) return fromLocal(begin + remaining);
      remaining -= end - begin;
      cursor = end;
    }
  }
  throw new Error(
    `the business hours open on no day in the ${MAX_DAYS_AHEAD} days after ${from.toISOString()}`,
  );
}

/** `at` itself when the firm is open then, else the next opening. */
export function nextOpening(at: Date, calendar: BusinessCalendar): Date {
  const local = toLocal(at);
  const firstDay = localDay(local);
  for (let day = firstDay; day <= firstDay + MAX_DAYS_AHEAD; day++) {
    for (const [start, end] of openingsOf(day, calendar)) {
      if (local < end) return fromLocal(Math.max(local, start));
    }
  }
  throw new Error(
    `the business hours open on no day in the ${MAX_DAYS_AHEAD} days after ${at.toISOString()}`,
  );
}

/** Whether the firm is open at that instant. */
export function isOpen(at: Date, calendar: BusinessCalendar): boolean {
  return nextOpening(at, calendar).getTime() === at.getTime();
}

/** Staff's week (Monday first, "HH:MM" spans) as the clock's: Sunday first, minutes after midnight. */
export function weeklyHoursOf(week: WeekHours): WeeklyHours {
  return WEEKDAYS.map((name) =>
    (week.find((day) => day.day === name)?.spans ?? []).map((span) => ({
      start: minutesOf(span.opens),
      end: minutesOf(span.closes),
    })),
  );
}

/** The clock's week as staff's (what BUSINESS_HOURS seeds the office hours with). */
export function weekHoursOf(week: WeeklyHours): WeekHours {
  return STAFF_WEEK.map((day) => ({
    day,
    spans: (week[WEEKDAYS.indexOf(day)] ?? []).map((span) => ({
      opens: timeOf(span.start),
      closes: timeOf(span.end),
    })),
  }));
}

/** Each office hours' calendar, worked out once (the answer-by clock asks on every new request). */
const calendars = new WeakMap<OfficeHours, BusinessCalendar>();

/** The calendar the answer promise counts in: the office's week and its closed days (holidays always closed). */
export function officeCalendar(hours: OfficeHours): BusinessCalendar {
  let calendar = calendars.get(hours);
  if (!calendar) {
    calendar = { week: weeklyHoursOf(hours.office), closedDays: [...hours.closedDays] };
    calendars.set(hours, calendar);
  }
  return calendar;
}
