import { formatDay, formatSubmissionDate, formatTime } from './format-date';

// ICU versions differ in separators ("," vs " a las", narrow no-break spaces), so the
// assertions look at the parts that matter: Spanish long month, the Medellín hour and minute.
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('formatSubmissionDate (Spanish, America/Bogota)', () => {
  it('writes the day, the long Spanish month, the year, hour and minute', () => {
    const text = squash(formatSubmissionDate('2025-03-01T15:04:05.000Z', 'es'));
    expect(text).toMatch(/^1 de marzo de 2025\b/);
    // 15:04 UTC is 10:04 in Medellín (UTC-5 all year).
    expect(text).toMatch(/\b10:04\b/);
    expect(text).toMatch(/a\. ?m\./);
  });

  it('keeps the time and its "a. m." / "p. m." on one line', () => {
    expect(formatSubmissionDate('2025-03-01T15:04:05.000Z', 'es')).toMatch(/10:04\u00a0a\.\u00a0m\.$/);
  });

  it("uses Medellín's calendar day, not UTC's, late in the evening", () => {
    // 03:30 UTC on 2 March is 22:30 on 1 March in Medellín.
    const text = squash(formatSubmissionDate('2025-03-02T03:30:00.000Z', 'es'));
    expect(text).toMatch(/^1 de marzo de 2025\b/);
    expect(text).toMatch(/\b10:30\b/);
    expect(text).toMatch(/p\. ?m\./);
  });

  it('names every month in Spanish', () => {
    const months = Array.from(
      { length: 12 },
      (_, i) =>
        squash(formatSubmissionDate(new Date(Date.UTC(2025, i, 15, 17)).toISOString(), 'es')).split(' ')[2],
    );
    expect(months).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
  });

  it('shows a value that is not a date as it came rather than "Invalid Date"', () => {
    expect(formatSubmissionDate('not a date', 'es')).toBe('not a date');
    expect(formatSubmissionDate('not a date', 'en')).toBe('not a date');
  });
});

describe('formatSubmissionDate (English, America/Bogota)', () => {
  it('writes the long English month first, then the day, the year, hour and minute', () => {
    const text = squash(formatSubmissionDate('2025-03-01T15:04:05.000Z', 'en'));
    expect(text).toMatch(/^March 1, 2025(,| at) 10:04 AM$/);
  });

  it("keeps the time and AM/PM on one line, on Medellín's calendar day", () => {
    const text = formatSubmissionDate('2025-03-02T03:30:00.000Z', 'en');
    expect(text).toMatch(/10:30\u00a0PM$/);
    expect(squash(text)).toMatch(/^March 1, 2025\b/);
  });
});

describe('a day or a time alone, written as in a full date', () => {
  // 13:00 UTC is 8:00 in Medellín: no leading zero, as the panel writes every hour.
  const eight = '2026-11-28T13:00:00.000Z';

  it.each([
    ['es', '28 de noviembre de 2026', '8:00\u00a0a.\u00a0m.'],
    ['en', 'November 28, 2026', '8:00\u00a0AM'],
  ] as const)('in %s', (locale, day, time) => {
    expect(formatDay(eight, locale)).toBe(day);
    expect(formatTime(eight, locale)).toBe(time);
    const whole = formatSubmissionDate(eight, locale);
    expect(whole.startsWith(day)).toBe(true);
    expect(whole.endsWith(time)).toBe(true);
  });
});
