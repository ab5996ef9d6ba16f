import { type BookingAvailability, type MeetingKind } from './booking';
import { CLOSING_TIME, minutesOf, OPENING_TIME, type WeekHours } from './office-hours';

// The rules of a booking availability that look at more than one field: the server refuses what breaks
// them and the panel shows the same problems before sending. Each field's own shape and range (a time
// written HH:MM, a number within BOOKING_LIMITS) is the server's DTO's; these skip values that break it.

/** One broken rule: where (a field's path, "week.2.spans.1") and which ("overlap"). */
export interface AvailabilityProblem {
  path: string;
  code: AvailabilityProblemCode;
}

export const AVAILABILITY_PROBLEM_CODES = [
  /** A span closes when or before it opens. */
  'order',
  /** A span opens before the one before it closes (spans are earliest first). */
  'overlap',
  /** A kind's id is the same as an earlier kind's. */
  'duplicate',
  /** An active video kind has no https link to meet on. */
  'required',
  /** No kind is active: visitors could book nothing. */
  'empty',
] as const;
export type AvailabilityProblemCode = (typeof AVAILABILITY_PROBLEM_CODES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isTime = (pattern: RegExp, value: unknown): value is string =>
  typeof value === 'string' && pattern.test(value);

function weekProblems(week: WeekHours): AvailabilityProblem[] {
  return week.flatMap((day, d) =>
    day.spans.flatMap((span, s): AvailabilityProblem[] => {
      const path = `week.${d}.spans.${s}`;
      if (!isTime(OPENING_TIME, span.opens) || !isTime(CLOSING_TIME, span.closes)) return [];
      if (minutesOf(span.closes) <= minutesOf(span.opens)) return [{ path, code: 'order' }];
      const before = day.spans[s - 1];
      if (before && isTime(CLOSING_TIME, before.closes) && minutesOf(span.opens) < minutesOf(before.closes))
        return [{ path, code: 'overlap' }];
      return [];
    }),
  );
}

const isVideoLink = (url: string | null): boolean => typeof url === 'string' && url.startsWith('https://');

function kindProblems(kinds: readonly MeetingKind[]): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  kinds.forEach((kind, k) => {
    if (kinds.findIndex((other) => other.id === kind.id) < k)
      problems.push({ path: `kinds.${k}.id`, code: 'duplicate' });
    if (kind.active && kind.place === 'video' && !isVideoLink(kind.videoUrl))
      problems.push({ path: `kinds.${k}.videoUrl`, code: 'required' });
  });
  if (!kinds.some((kind) => kind.active)) problems.push({ path: 'kinds', code: 'empty' });
  return problems;
}

/** Every cross-field rule `a` breaks, in the order of its fields; none when it can be saved. */
export function availabilityProblems(a: BookingAvailability): AvailabilityProblem[] {
  const vacations = a.vacations.flatMap((range, v): AvailabilityProblem[] =>
    DAY.test(range.from) && DAY.test(range.to) && range.from > range.to
      ? [{ path: `vacations.${v}`, code: 'order' }]
      : [],
  );
  return [...weekProblems(a.week), ...vacations, ...kindProblems(a.kinds)];
}

/** "week.2.spans.1.overlap": a problem as one stable text, its path and its code. */
export const problemKey = (problem: AvailabilityProblem): string => `${problem.path}.${problem.code}`;

/**
 * What bookings follow until staff first save their own: the office's hours, a 45-minute meeting at the
 * office and a 30-minute phone call (the video call is offered once staff give its link).
 */
export function defaultAvailability(week: WeekHours): BookingAvailability {
  return {
    week: week.map((day) => ({ day: day.day, spans: day.spans.map((span) => ({ ...span })) })),
    closedDays: [],
    vacations: [],
    bufferMinutes: 15,
    noticeMinutes: 120,
    horizonDays: 30,
    dailyCap: 6,
    stepMinutes: 30,
    kinds: [
      {
        id: 'oficina',
        name: { es: 'En la oficina', en: 'At the office' },
        minutes: 45,
        place: 'office',
        videoUrl: null,
        active: true,
      },
      {
        id: 'video',
        name: { es: 'Videollamada', en: 'Video call' },
        minutes: 30,
        place: 'video',
        videoUrl: null,
        active: false,
      },
      {
        id: 'telefono',
        name: { es: 'Llamada telefónica', en: 'Phone call' },
        minutes: 30,
        place: 'phone',
        videoUrl: null,
        active: true,
      },
    ],
  };
}
