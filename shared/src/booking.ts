import { type Language } from './consultation';
import { MAX_CLOSED_DAYS, type WeekHours } from './office-hours';

// Online booking of the free consultation: the availability staff set in the panel and what the server
// offers from it. Times are Medellín's (America/Bogota, UTC-5 all year); days are YYYY-MM-DD in Medellín.

/** Where a meeting happens: at the office, on the firm's video link, or the firm calls the prospect. */
export const MEETING_PLACES = ['office', 'video', 'phone'] as const;
export type MeetingPlace = (typeof MEETING_PLACES)[number];

/** One kind of meeting the firm offers, as staff name it in both languages. */
export interface MeetingKind {
  /** Stable key, lower-case letters, digits and dashes: what a booking records. */
  id: string;
  name: Record<Language, string>;
  /** How long the meeting lasts. */
  minutes: number;
  place: MeetingPlace;
  /** The firm's video link, for `video` meetings (https). */
  videoUrl: string | null;
  /** Offered to visitors; a kind switched off keeps its past bookings. */
  active: boolean;
}

/** A closed range of days (both included), for a vacation. */
export interface DayRange {
  from: string;
  to: string;
}

/** What staff set for bookings. */
export interface BookingAvailability {
  /** Bookable hours per weekday, Monday to Sunday (a meeting starts and ends inside one span). */
  week: WeekHours;
  /** Single closed days besides Colombia's public holidays (always closed), YYYY-MM-DD. */
  closedDays: string[];
  /** Vacation ranges, days included. */
  vacations: DayRange[];
  /** Minutes kept free after each meeting before the next can start. */
  bufferMinutes: number;
  /** The earliest a meeting can start, in minutes from now. */
  noticeMinutes: number;
  /** How many days ahead (today counting as day 0) a visitor can book. */
  horizonDays: number;
  /** At most this many meetings a day (0: no cap). */
  dailyCap: number;
  /** Meetings start on multiples of this many minutes after a span opens. */
  stepMinutes: number;
  kinds: MeetingKind[];
}

export const BOOKING_LIMITS = {
  maxKinds: 6,
  kindNameMax: 60,
  minMeetingMinutes: 15,
  maxMeetingMinutes: 240,
  maxBufferMinutes: 240,
  /** Two weeks. */
  maxNoticeMinutes: 14 * 24 * 60,
  maxHorizonDays: 180,
  maxDailyCap: 50,
  stepMinutes: [15, 20, 30, 60] as const,
  maxVacations: 30,
  maxClosedDays: MAX_CLOSED_DAYS,
  videoUrlMax: 500,
} as const;

/** A free start time of one meeting kind. */
export interface FreeSlot {
  /** ISO instant, UTC. */
  start: string;
  end: string;
}

/** The free slots of one Medellín day. */
export interface SlotDay {
  day: string;
  slots: FreeSlot[];
}
