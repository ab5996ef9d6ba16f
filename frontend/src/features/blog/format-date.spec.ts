import { formatPublishDate } from './format-date';

describe('formatPublishDate', () => {
  it('writes the date in the page language', () => {
    expect(formatPublishDate('2025-01-20', 'es')).toBe('20 de enero de 2025');
    expect(formatPublishDate('2025-03-05', 'en')).toBe('March 5, 2025');
  });

  it('keeps the first and last day of a month whatever the time zone', () => {
    expect(formatPublishDate('2025-02-01', 'en')).toBe('February 1, 2025');
    expect(formatPublishDate('2025-12-31', 'es')).toBe('31 de diciembre de 2025');
  });
});
