import { bookingPathOf } from './booking-pages';
import { bookingSearch } from './booking-form-values';

describe('the booking pages a path names', () => {
  it('knows the booking, confirmation and manage pages of both languages', () => {
    expect(bookingPathOf('/agendar')).toEqual({ page: 'book', language: 'es', path: '/agendar' });
    expect(bookingPathOf('/en/book/confirmed')).toEqual({
      page: 'confirmed',
      language: 'en',
      path: '/en/book/confirmed',
    });
    expect(bookingPathOf('/agendar/gestionar/AbC-123_x')).toEqual({
      page: 'manage',
      language: 'es',
      path: '/agendar/gestionar/AbC-123_x',
      token: 'AbC-123_x',
    });
  });

  it('leaves every other path to the site', () => {
    for (const path of [
      '/',
      '/agendar/',
      '/agendar/gestionar',
      '/agendar/gestionar/',
      '/agendar/gestionar/a/b',
      '/en/book/x',
    ])
      expect(bookingPathOf(path)).toBeUndefined();
  });

  it("answers a post as the booking page showing the kind and the start's Medellín day", () => {
    // 8:30 p.m. in Medellín on 7 December is already the 8th in UTC.
    expect(bookingSearch('es', 'oficina', '2026-12-08T01:30:00.000Z')).toBe('?tipo=oficina&dia=2026-12-07');
    expect(bookingSearch('en', null, '2026-12-07T14:00:00.000Z')).toBe('?day=2026-12-07');
    expect(bookingSearch('en', 'video', 'not a time')).toBe('?kind=video');
  });
});
