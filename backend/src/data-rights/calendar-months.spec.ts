import { subtractCalendarMonths, utcDay } from './calendar-months';

const at = (iso: string) => new Date(iso);

describe('subtractCalendarMonths', () => {
  it.each([
    ['2025-06-15T10:20:30.456Z', 1, '2025-05-15T10:20:30.456Z'],
    ['2025-06-15T10:20:30.456Z', 24, '2023-06-15T10:20:30.456Z'],
    ['2025-01-10T00:00:00.000Z', 1, '2024-12-10T00:00:00.000Z'],
    ['2025-03-01T00:00:00.000Z', 14, '2024-01-01T00:00:00.000Z'],
    ['2025-12-31T23:59:59.999Z', 12, '2024-12-31T23:59:59.999Z'],
    ['2025-03-31T08:00:00.000Z', 0, '2025-03-31T08:00:00.000Z'],
    // A day the earlier month lacks becomes its last day.
    ['2025-03-31T12:00:00.000Z', 1, '2025-02-28T12:00:00.000Z'],
    ['2024-03-31T12:00:00.000Z', 1, '2024-02-29T12:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 12, '2023-02-28T12:00:00.000Z'],
    ['2026-02-28T12:00:00.000Z', 24, '2024-02-28T12:00:00.000Z'],
    ['2025-05-31T00:00:00.000Z', 1, '2025-04-30T00:00:00.000Z'],
    ['2025-07-31T06:00:00.000Z', 5, '2025-02-28T06:00:00.000Z'],
    ['2025-12-31T06:00:00.000Z', 3, '2025-09-30T06:00:00.000Z'],
  ])('%s minus %i months is %s', (from, months, expected) => {
    expect(subtractCalendarMonths(at(from), months).toISOString()).toBe(expected);
  });

  it('counts in UTC whatever the time zone of the process', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Bogota';
    try {
      // 01:00 UTC on 1 March is still 28 February in Medellín: local arithmetic would give 28 January.
      expect(subtractCalendarMonths(at('2025-03-01T01:00:00.000Z'), 1).toISOString()).toBe(
        '2025-02-01T01:00:00.000Z',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('leaves its argument as it was', () => {
    const from = at('2025-03-31T12:00:00.000Z');
    subtractCalendarMonths(from, 1);
    expect(from.toISOString()).toBe('2025-03-31T12:00:00.000Z');
  });
});

describe('utcDay', () => {
  it('is the UTC calendar day', () => {
    expect(utcDay(at('2025-02-28T23:30:00.000Z'))).toBe('2025-02-28');
    expect(utcDay(at('2025-03-01T00:00:00.000Z'))).toBe('2025-03-01');
  });
});
