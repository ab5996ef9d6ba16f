import fc from 'fast-check';
import {
  dateTimeProblem,
  FIRST_INSTANT,
  isFirmDayInRange,
  LAST_INSTANT,
  parseDateTime,
  yearsAfter,
} from './date-time-rules';

const MALFORMED = 'at must be a date and time with its offset, such as 2026-12-01T09:00:00-05:00';
const OUT_OF_RANGE = 'at must be a time between the years 0000 and 9999 in UTC';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** `instant` written on a clock `offsetMinutes` ahead of UTC, as RFC 3339 with that offset. */
function written(instant: number, offsetMinutes: number): string {
  const local = new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

describe('dates and times the API takes', () => {
  it.each([
    ['2026-12-01T09:00:00-05:00', '2026-12-01T14:00:00.000Z'],
    ['2026-12-01T09:00:00Z', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T09:00:00.123456789+05:30', '2026-12-01T03:30:00.123Z'],
    ['2028-02-29T23:59:59-05:00', '2028-03-01T04:59:59.000Z'],
    ['0000-01-01T00:00:00Z', '0000-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ['9999-12-31T18:59:59.999-05:00', '9999-12-31T23:59:59.999Z'],
  ])('%s is %s', (text, instant) => {
    expect(parseDateTime(text)?.toISOString()).toBe(instant);
    expect(dateTimeProblem('at', text)).toBeUndefined();
  });

  it.each([
    // The finding: 23:00 on the last day of 9999 in Medellín is the year 10000 in UTC.
    '9999-12-31T23:00:00-05:00',
    '9999-12-31T19:00:00-05:00',
    '9999-12-31T23:59:59.999-00:01',
    '0000-01-01T00:00:00+00:01',
    '0000-01-01T04:59:59+05:00',
  ])('%s is a real time outside the years 0000 to 9999 in UTC', (text) => {
    expect(parseDateTime(text)).toBeDefined();
    expect(dateTimeProblem('at', text)).toBe(OUT_OF_RANGE);
  });

  it.each([
    '+010000-01-01T04:00:00Z',
    '-000001-12-31T00:00:00Z',
    '2027-02-29T09:00:00-05:00',
    '2026-04-31T09:00:00-05:00',
    '2026-13-01T09:00:00-05:00',
    '2026-12-00T09:00:00-05:00',
    '2026-12-01T24:00:00-05:00',
    '2026-12-01T09:60:00-05:00',
    '2026-12-01T09:00:60-05:00',
    '2026-12-01T09:00:00+24:00',
    '2026-12-01T09:00:00-05:60',
    '2026-12-01T09:00:00-0500',
    '2026-12-01T09:00:00.1234567890Z',
    '2026-12-01T09:00:00',
    '2026-12-01T09:00-05:00',
    '2026-12-01 09:00:00-05:00',
    '2026-12-01t09:00:00z',
    '2026-12-01',
    ' 2026-12-01T09:00:00Z',
    '2026-12-01T09:00:00Z\n',
    '',
    null,
    undefined,
    1_796_000_000_000,
    {},
    ['2026-12-01T09:00:00Z'],
  ])('%j is not a date and time', (value) => {
    expect(parseDateTime(value)).toBeUndefined();
    expect(dateTimeProblem('at', value)).toBe(MALFORMED);
  });

  it('reads any instant of the range written with any offset as that instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FIRST_INSTANT.getTime(), max: LAST_INSTANT.getTime() }),
        fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
        (instant, offset) => {
          // Only times whose local clock reading has four-digit years can be written at all.
          const local = instant + offset * 60_000;
          fc.pre(local >= FIRST_INSTANT.getTime() && local <= LAST_INSTANT.getTime());
          expect(parseDateTime(written(instant, offset))?.getTime()).toBe(instant);
          expect(dateTimeProblem('at', written(instant, offset))).toBeUndefined();
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuses every real time whose instant is outside the range, however little', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 23 * 60 + 59 }),
        fc.integer({ min: 1, max: 24 * 60 * 60_000 }),
        fc.boolean(),
        (offset, beyond, late) => {
          // Late: a local time in 9999 whose instant is past the last; early: one in 0000 before the first.
          const instant = late ? LAST_INSTANT.getTime() + beyond : FIRST_INSTANT.getTime() - beyond;
          const minutes = late ? -offset : offset;
          const local = instant + minutes * 60_000;
          fc.pre(local >= FIRST_INSTANT.getTime() && local <= LAST_INSTANT.getTime());
          expect(dateTimeProblem('at', written(instant, minutes))).toBe(OUT_OF_RANGE);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('takes written fields only when they name a real day and time', () => {
    const days = (year: number, month: number) =>
      new Date(Date.UTC(2000, month, 0)).getUTCDate() +
      (month === 2 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? -1 : 0);
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 0, max: 9999 }),
          month: fc.integer({ min: 0, max: 13 }),
          day: fc.integer({ min: 0, max: 32 }),
          hour: fc.integer({ min: 0, max: 25 }),
          minute: fc.integer({ min: 0, max: 61 }),
          second: fc.integer({ min: 0, max: 61 }),
        }),
        ({ year, month, day, hour, minute, second }) => {
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}Z`;
          const real =
            month >= 1 &&
            month <= 12 &&
            day >= 1 &&
            day <= days(year, month) &&
            hour < 24 &&
            minute < 60 &&
            second < 60;
          expect({ text, taken: parseDateTime(text) !== undefined }).toEqual({ text, taken: real });
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('calendar days compared with stored times', () => {
  it.each(['0000-01-01', '2025-06-01', '2024-02-29', '9999-12-30'])('%s is in range', (day) => {
    expect(isFirmDayInRange(day)).toBe(true);
  });

  // The last day of 9999 in Medellín ends at 05:00 on 1 January 10000 in UTC.
  it.each(['9999-12-31', '2025-02-29', '+10000-01-01', '10000-01-01', '', null])('%j is not', (day) => {
    expect(isFirmDayInRange(day)).toBe(false);
  });
});

describe('years after an instant', () => {
  it.each([
    ['2026-11-28T00:17:54.000Z', 5, '2031-11-28T00:17:54.000Z'],
    ['2028-02-29T12:00:00.000Z', 5, '2033-03-01T12:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 4, '2032-02-29T12:00:00.000Z'],
    ['9994-12-31T23:59:59.999Z', 5, '9999-12-31T23:59:59.999Z'],
  ])('%s plus %i years is %s', (from, years, to) => {
    expect(yearsAfter(new Date(from), years).toISOString()).toBe(to);
  });

  it('is always 5 years of 365 days later, and a leap day or two', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (instant) => {
        const days = (yearsAfter(new Date(instant), 5).getTime() - instant) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(5 * 365);
        expect(days).toBeLessThanOrEqual(5 * 365 + 2);
      }),
    );
  });
});
