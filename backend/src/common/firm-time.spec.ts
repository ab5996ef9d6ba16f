import {
  endOfFirmDate,
  firmDateTime,
  firmDayOf,
  isCalendarDay,
  startOfFirmDate,
  startOfFirmDay,
} from './firm-time';

describe('startOfFirmDay', () => {
  it.each([
    [
      'late evening in Medellín is still the same day there',
      '2025-06-02T04:59:00Z',
      '2025-06-01T05:00:00.000Z',
    ],
    ['just after midnight in Medellín starts a new day', '2025-06-02T05:01:00Z', '2025-06-02T05:00:00.000Z'],
    ['noon', '2025-12-31T17:00:00Z', '2025-12-31T05:00:00.000Z'],
    ['a new year in Medellín', '2026-01-01T05:00:00Z', '2026-01-01T05:00:00.000Z'],
  ])('%s', (_name, now, expected) => {
    expect(startOfFirmDay(new Date(now)).toISOString()).toBe(expected);
  });
});

describe('firm calendar days', () => {
  it.each(['2025-06-01', '2024-02-29', '2025-12-31'])('%s is a calendar day', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each(['2025-02-29', '2025-02-30', '2025-13-01', '2025-6-1', '2025-06-01T00:00', '', 20250601, null])(
    '%j is not',
    (value) => {
      expect(isCalendarDay(value)).toBe(false);
    },
  );

  it('spans a Medellín day from its midnight to the next one', () => {
    expect(startOfFirmDate('2025-12-31').toISOString()).toBe('2025-12-31T05:00:00.000Z');
    expect(endOfFirmDate('2025-12-31').toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });

  it('names the day an instant falls on in Medellín', () => {
    expect(firmDayOf(new Date('2025-06-02T04:59:59.999Z'))).toBe('2025-06-01');
    expect(firmDayOf(new Date('2025-06-02T05:00:00.000Z'))).toBe('2025-06-02');
  });
});

describe('firmDateTime', () => {
  it.each([
    ['2026-11-27T22:57:36.457Z', 'es', '27/11/2026 17:57'],
    ['2026-11-27T22:57:36.457Z', 'en', '11/27/2026 5:57 PM'],
    ['2026-11-28T13:00:00.000Z', 'es', '28/11/2026 8:00'],
    ['2026-11-28T05:00:00.000Z', 'es', '28/11/2026 0:00'],
    ['2026-11-28T05:00:00.000Z', 'en', '11/28/2026 12:00 AM'],
    ['2026-11-28T17:05:00.000Z', 'en', '11/28/2026 12:05 PM'],
  ] as const)("%s in %s reads %s on Medellín's clock", (instant, locale, expected) => {
    expect(firmDateTime(new Date(instant), locale)).toBe(expected);
  });
});
