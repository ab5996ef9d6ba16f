import { differsFromFirmZone, slotDayLabel, slotTimeLabel } from './booking-time';
import { clockText } from './office-hours';

describe('slotTimeLabel', () => {
  it('shows a start on Medellín’s clock, in each language', () => {
    expect(slotTimeLabel('2026-12-07T14:30:00.000Z', 'es')).toBe('9:30 a. m.');
    expect(slotTimeLabel('2026-12-07T14:30:00.000Z', 'en')).toBe('9:30 AM');
    expect(slotTimeLabel('2026-12-07T17:00:00.000Z', 'es')).toBe('12:00 p. m.');
    expect(slotTimeLabel('2026-12-08T05:00:00.000Z', 'en')).toBe('12:00 AM');
    expect(slotTimeLabel('2026-12-07T22:05:00.000Z', 'es')).toBe('5:05 p. m.');
  });

  it('writes the time as the office hours do, plain spaces included, whatever the runtime’s ICU puts there', () => {
    for (const [iso, time] of [
      ['2026-12-07T13:00:00.000Z', '08:00'],
      ['2026-12-07T17:45:00.000Z', '12:45'],
      ['2026-12-07T23:30:00.000Z', '18:30'],
    ]) {
      expect(slotTimeLabel(iso, 'es')).toBe(clockText(time, 'es'));
      expect(slotTimeLabel(iso, 'en')).toBe(clockText(time, 'en'));
    }
    expect(slotTimeLabel('2026-12-07T14:30:00.000Z', 'es')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('shows the visitor’s clock, with its daylight saving, when given their zone', () => {
    // Madrid moves to summer time on 2026-03-29 (01:00Z) and back on 2026-10-25 (01:00Z).
    expect(slotTimeLabel('2026-03-27T14:00:00.000Z', 'es', 'Europe/Madrid')).toBe('3:00 p. m.');
    expect(slotTimeLabel('2026-03-30T14:00:00.000Z', 'es', 'Europe/Madrid')).toBe('4:00 p. m.');
    expect(slotTimeLabel('2026-10-26T14:00:00.000Z', 'en', 'Europe/Madrid')).toBe('3:00 PM');
    // New York keeps Medellín's time in winter and is an hour ahead from 2026-03-08 to 2026-11-01.
    expect(slotTimeLabel('2026-03-06T14:00:00.000Z', 'en', 'America/New_York')).toBe('9:00 AM');
    expect(slotTimeLabel('2026-03-09T14:00:00.000Z', 'en', 'America/New_York')).toBe('10:00 AM');
    expect(slotTimeLabel('2026-11-02T14:00:00.000Z', 'en', 'America/New_York')).toBe('9:00 AM');
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => slotTimeLabel('2026-12-07T14:30:00.000Z', 'en', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('slotDayLabel', () => {
  it.each([
    ['2026-12-07', 'lunes 7 de diciembre', 'Monday, December 7'],
    ['2026-03-04', 'miércoles 4 de marzo', 'Wednesday, March 4'],
    ['2027-01-01', 'viernes 1 de enero', 'Friday, January 1'],
    ['2026-08-15', 'sábado 15 de agosto', 'Saturday, August 15'],
  ])('writes %s as people read it', (day, spanish, english) => {
    expect(slotDayLabel(day, 'es')).toBe(spanish);
    expect(slotDayLabel(day, 'en')).toBe(english);
  });
});

describe('differsFromFirmZone', () => {
  it('is false for Medellín itself and for zones on its offset', () => {
    expect(differsFromFirmZone('America/Bogota', new Date('2026-07-01T12:00:00Z'))).toBe(false);
    expect(differsFromFirmZone('America/Lima', new Date('2026-07-01T12:00:00Z'))).toBe(false);
  });

  it('is true for Madrid, in winter and in summer', () => {
    expect(differsFromFirmZone('Europe/Madrid', new Date('2026-01-15T12:00:00Z'))).toBe(true);
    expect(differsFromFirmZone('Europe/Madrid', new Date('2026-07-15T12:00:00Z'))).toBe(true);
    expect(differsFromFirmZone('UTC', new Date('2026-07-15T12:00:00Z'))).toBe(true);
  });

  it('follows New York across its daylight saving changes: the same time in winter, an hour ahead in summer', () => {
    // Summer time starts 2026-03-08 at 2:00 EST (07:00Z) and ends 2026-11-01 at 2:00 EDT (06:00Z).
    expect(differsFromFirmZone('America/New_York', new Date('2026-03-08T06:59:00Z'))).toBe(false);
    expect(differsFromFirmZone('America/New_York', new Date('2026-03-08T07:00:00Z'))).toBe(true);
    expect(differsFromFirmZone('America/New_York', new Date('2026-11-01T05:59:00Z'))).toBe(true);
    expect(differsFromFirmZone('America/New_York', new Date('2026-11-01T06:00:00Z'))).toBe(false);
  });

  it('treats a zone the runtime does not know as Medellín’s', () => {
    expect(differsFromFirmZone('Mars/Olympus', new Date('2026-07-15T12:00:00Z'))).toBe(false);
  });
});
