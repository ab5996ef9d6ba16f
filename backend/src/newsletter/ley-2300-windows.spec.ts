import { ley2300Window } from './ley-2300-windows';

/** An instant written in Bogotá's time (UTC-5, no daylight saving). */
const bogota = (local: string) => new Date(`${local}-05:00`);

describe('ley2300Window', () => {
  it.each([
    ['a weekday morning at 7:00', '2026-11-25T07:00:00'],
    ['a weekday at 18:59', '2026-11-25T18:59:59'],
    ['a Saturday at 8:00', '2026-11-28T08:00:00'],
    ['a Saturday at 14:59', '2026-11-28T14:59:00'],
  ])('is open on %s', (_name, local) => {
    const now = bogota(local);
    expect(ley2300Window(now)).toEqual({ open: true, nextOpensAt: now });
  });

  it.each([
    ['a weekday before 7:00', '2026-11-25T06:59:59', '2026-11-25T07:00:00'],
    ['a weekday evening at 19:00', '2026-11-25T19:00:00', '2026-11-26T07:00:00'],
    ['a Friday night', '2026-11-27T21:30:00', '2026-11-28T08:00:00'],
    ['Saturday at 15:00', '2026-11-28T15:00:00', '2026-11-30T07:00:00'],
    ['a Saturday before 8:00', '2026-11-28T07:30:00', '2026-11-28T08:00:00'],
    ['a Sunday at noon', '2026-11-29T12:00:00', '2026-11-30T07:00:00'],
    // Monday 2026-11-16 is Independencia de Cartagena (moved from Wednesday the 11th).
    ['a holiday Monday at 10:00', '2026-11-16T10:00:00', '2026-11-17T07:00:00'],
    // Sunday before the holiday Monday: the window opens on Tuesday.
    ['the Sunday before a holiday Monday', '2026-11-15T09:00:00', '2026-11-17T07:00:00'],
    ['Christmas Day', '2026-12-25T10:00:00', '2026-12-26T08:00:00'],
  ])('is closed on %s (%s), opening next at %s', (_name, local, next) => {
    expect(ley2300Window(bogota(local))).toEqual({ open: false, nextOpensAt: bogota(next) });
  });

  it('counts in Bogotá time whatever the UTC day (no daylight saving)', () => {
    // 2026-03-09 01:00 UTC is Sunday 20:00 in Bogotá; US clocks changed that weekend, Bogotá's did not.
    expect(ley2300Window(new Date('2026-03-09T01:00:00Z'))).toEqual({
      open: false,
      nextOpensAt: new Date('2026-03-09T12:00:00Z'),
    });
    // Mid-year, the same offset: 12:00 UTC is 7:00 in Bogotá.
    expect(ley2300Window(new Date('2026-07-08T12:00:00Z')).open).toBe(true);
    expect(ley2300Window(new Date('2026-07-08T11:59:59Z')).open).toBe(false);
  });
});
