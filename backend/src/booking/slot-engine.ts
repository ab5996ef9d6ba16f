import {
  type BookingAvailability,
  type MeetingKind,
  minutesOf,
  type SlotDay,
  WEEKDAYS,
  type Weekday,
} from '@abogados/shared';
import { isColombianHoliday } from '../common/colombian-holidays';
import { firmDayOf, startOfFirmDate } from '../common/firm-time';

// The free start times of the online booking, worked out from what staff set and the meetings already booked.
// Pure: the clock and the bookings come in, nothing is read or written. Days are Medellín's (UTC-5 all year, so
// every day is 24 hours long); instants are UTC.

/** A meeting that holds its time: an active (not cancelled) booking of any kind. */
export interface BusyMeeting {
  start: Date;
  end: Date;
}

export interface SlotRequest {
  availability: BookingAvailability;
  kindId: string;
  now: Date;
  busy: BusyMeeting[];
  /** Optional Medellín days (YYYY-MM-DD) to limit the answer to, both included, clipped to today..horizon. */
  from?: string;
  to?: string;
}

/**
 * Why a start cannot be booked, the first rule it fails in this order: the kind is unknown or switched off;
 * the start is not one the week's spans offer for that kind; it is sooner than the notice; its day is past the
 * horizon; its day is closed (holiday, closed day, vacation); it overlaps a meeting or its buffer; its day is full.
 */
export type SlotProblem = 'kind' | 'grid' | 'notice' | 'horizon' | 'closed' | 'taken' | 'cap';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The kind a visitor may book, or null when it is unknown or switched off. */
function bookableKind(availability: BookingAvailability, kindId: string): MeetingKind | null {
  return availability.kinds.find((kind) => kind.id === kindId && kind.active) ?? null;
}

/** The calendar day `days` after `day` (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(day: string): Weekday {
  // getUTCDay counts from Sunday; the week is stored from Monday.
  return WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** Whether the firm takes no meetings that day: a public holiday, a closed day, or a day of a vacation. */
function isClosed(availability: BookingAvailability, day: string): boolean {
  return (
    isColombianHoliday(day) ||
    availability.closedDays.includes(day) ||
    availability.vacations.some((range) => range.from <= day && day <= range.to)
  );
}

/**
 * The minutes after midnight a meeting of `length` minutes may start on that day's weekday: each span's opening
 * plus whole steps, the meeting ending inside the same span. Ascending, each once (spans do not overlap when
 * staff save them, but nothing here depends on it).
 */
function gridMinutes(availability: BookingAvailability, day: string, length: number): number[] {
  const step = availability.stepMinutes;
  const hours = availability.week.find((entry) => entry.day === weekdayOf(day));
  if (!hours || !(step > 0) || !(length > 0)) return [];
  const starts = new Set<number>();
  for (const span of hours.spans) {
    const close = minutesOf(span.closes);
    for (let start = minutesOf(span.opens); start + length <= close; start += step) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * The busy meetings that can matter between two instants, sorted by start, with the latest end among each
 * prefix: whether a candidate overlaps any of them is then one binary search, and so is a day's count.
 */
interface BusyIndex {
  starts: number[];
  /** latestEnd[i]: the latest end among the first i + 1 meetings by start. */
  latestEnd: number[];
}

function busyIndex(busy: readonly BusyMeeting[], from: number, to: number): BusyIndex {
  const kept: [number, number][] = [];
  for (const meeting of busy) {
    const start = meeting.start.getTime();
    const end = meeting.end.getTime();
    // A meeting that ends before `from` or starts at or after `to` cannot touch the window.
    if (start < to && Math.max(start, end) >= from) kept.push([start, end]);
  }
  kept.sort((a, b) => a[0] - b[0]);
  const starts = kept.map(([start]) => start);
  const latestEnd: number[] = [];
  kept.forEach(([, end], i) => latestEnd.push(Math.max(end, i > 0 ? latestEnd[i - 1] : -Infinity)));
  return { starts, latestEnd };
}

/** How many of the sorted values are below `limit`. */
function countBelow(sorted: readonly number[], limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** [start, end) conflicts with a busy [bs, be) when start < be + buffer and bs < end + buffer. */
function overlapsBusy(index: BusyIndex, start: number, end: number, buffer: number): boolean {
  const before = countBelow(index.starts, end + buffer);
  return before > 0 && index.latestEnd[before - 1] + buffer > start;
}

/** Whether the day that begins at `dayStart` already holds its cap of meetings (0: no cap). */
function isFull(availability: BookingAvailability, index: BusyIndex, dayStart: number): boolean {
  if (availability.dailyCap <= 0) return false;
  const count = countBelow(index.starts, dayStart + DAY_MS) - countBelow(index.starts, dayStart);
  return count >= availability.dailyCap;
}

/** Every bookable day in the range with its free slots for the kind, days without any left out. */
export function freeSlots(request: SlotRequest): SlotDay[] {
  const { availability, now } = request;
  const kind = bookableKind(availability, request.kindId);
  if (!kind) return [];
  const today = firmDayOf(now);
  const days: string[] = [];
  for (let offset = 0; offset <= availability.horizonDays; offset++) {
    const day = addDays(today, offset);
    if (
      (request.from === undefined || day >= request.from) &&
      (request.to === undefined || day <= request.to)
    )
      days.push(day);
  }
  if (days.length === 0) return [];

  const length = kind.minutes * MINUTE_MS;
  const buffer = availability.bufferMinutes * MINUTE_MS;
  const earliest = now.getTime() + availability.noticeMinutes * MINUTE_MS;
  // Only the meetings within a buffer of the range are indexed: a year of bookings costs one pass.
  const first = startOfFirmDate(days[0]).getTime();
  const last = startOfFirmDate(days[days.length - 1]).getTime() + DAY_MS;
  const index = busyIndex(request.busy, first - buffer, last + buffer);

  const answer: SlotDay[] = [];
  for (const day of days) {
    if (isClosed(availability, day)) continue;
    const dayStart = startOfFirmDate(day).getTime();
    if (isFull(availability, index, dayStart)) continue;
    const slots = [];
    for (const minute of gridMinutes(availability, day, kind.minutes)) {
      const start = dayStart + minute * MINUTE_MS;
      if (start < earliest || overlapsBusy(index, start, start + length, buffer)) continue;
      slots.push({ start: new Date(start).toISOString(), end: new Date(start + length).toISOString() });
    }
    if (slots.length > 0) answer.push({ day, slots });
  }
  return answer;
}

/**
 * Why `start` cannot be booked for the kind, or null when `freeSlots` offers it. The range (`from`, `to`) only
 * narrows what is listed and plays no part here.
 */
export function slotProblem(request: SlotRequest & { start: Date }): SlotProblem | null {
  const { availability, now } = request;
  const kind = bookableKind(availability, request.kindId);
  if (!kind) return 'kind';
  const start = request.start.getTime();
  if (Number.isNaN(start)) return 'grid';
  const day = firmDayOf(request.start);
  const dayStart = startOfFirmDate(day).getTime();
  const minute = (start - dayStart) / MINUTE_MS;
  if (!gridMinutes(availability, day, kind.minutes).includes(minute)) return 'grid';
  if (start < now.getTime() + availability.noticeMinutes * MINUTE_MS) return 'notice';
  const today = firmDayOf(now);
  if (day < today || day > addDays(today, availability.horizonDays)) return 'horizon';
  if (isClosed(availability, day)) return 'closed';
  const buffer = availability.bufferMinutes * MINUTE_MS;
  const index = busyIndex(request.busy, dayStart - buffer, dayStart + DAY_MS + buffer);
  if (overlapsBusy(index, start, start + kind.minutes * MINUTE_MS, buffer)) return 'taken';
  if (isFull(availability, index, dayStart)) return 'cap';
  return null;
}
