import { formatDayText, parseDayText } from './day-text';

describe('the date filters as staff type them', () => {
  it('reads day/month/year in Spanish and month/day/year in English', () => {
    expect(parseDayText('05/11/2026', 'es')).toBe('2026-11-05');
    expect(parseDayText('05/11/2026', 'en')).toBe('2026-05-11');
    expect(parseDayText('25/11/2026', 'es')).toBe('2026-11-25');
    expect(parseDayText('11/25/2026', 'en')).toBe('2026-11-25');
  });

  it('writes a day back in the same order', () => {
    expect(formatDayText('2026-11-05', 'es')).toBe('05/11/2026');
    expect(formatDayText('2026-11-05', 'en')).toBe('11/05/2026');
    expect(formatDayText(null, 'es')).toBe('');
    expect(formatDayText('2026-02-30', 'en')).toBe('');
  });

  it('takes one-digit parts, other separators and surrounding spaces', () => {
    expect(parseDayText(' 5/1/2026 ', 'es')).toBe('2026-01-05');
    expect(parseDayText('5-1-2026', 'es')).toBe('2026-01-05');
    expect(parseDayText('5.1.2026', 'en')).toBe('2026-05-01');
  });

  it('reads YYYY-MM-DD in either language', () => {
    expect(parseDayText('2026-11-25', 'es')).toBe('2026-11-25');
    expect(parseDayText('2026-11-25', 'en')).toBe('2026-11-25');
  });

  it('is empty for an empty field', () => {
    expect(parseDayText('', 'es')).toBeNull();
    expect(parseDayText('   ', 'en')).toBeNull();
  });

  it.each([
    ['a day that does not exist', '31/02/2026', 'es'],
    ['the Spanish order in English', '25/11/2026', 'en'],
    ['the English order in Spanish', '11/25/2026', 'es'],
    ['a two-digit year', '25/11/26', 'es'],
    ['a half-typed day', '25/11/202', 'es'],
    ['words', 'mañana', 'es'],
    ['a month 0', '01/00/2026', 'es'],
  ] as const)('refuses %s', (_case, text, locale) => {
    expect(parseDayText(text, locale)).toBe('invalid');
  });
});
