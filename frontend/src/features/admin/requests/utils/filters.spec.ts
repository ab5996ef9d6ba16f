import {
  apiFilters,
  apiSort,
  activeFilterCount,
  cleanSearch,
  counterSearch,
  exportHref,
  hasFilters,
  isRangeInverted,
  NO_FILTERS,
  parseFilters,
  parseSort,
  SEARCH_MAX_CHARS,
  withFilters,
  withSort,
  type ContactFilters,
} from './filters';
import { isCalendarDate } from '../../shared/utils/day-text';

const params = (query: string) => new URLSearchParams(query);
const filters = (overrides: Partial<ContactFilters>): ContactFilters => ({ ...NO_FILTERS, ...overrides });

describe('list filters in the query string', () => {
  it('reads every filter the API knows', () => {
    expect(
      parseFilters(params('q=Jos%C3%A9&status=pending&tipo_caso=penal&from=2025-03-01&to=2025-03-31')),
    ).toEqual({
      q: 'José',
      status: 'pending',
      tipo_caso: 'penal',
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it('reads no filters from a plain URL, and ignores the page, tab and open request', () => {
    expect(parseFilters(params(''))).toEqual(NO_FILTERS);
    expect(parseFilters(params('page=3&tab=activity&contact=42'))).toEqual(NO_FILTERS);
  });

  it('treats unknown or malformed values (an edited link) as no filter', () => {
    expect(
      parseFilters(params('q=%20%20&status=done&tipo_caso=constructor&from=2025-02-30&to=31/03/2025')),
    ).toEqual(NO_FILTERS);
    expect(parseFilters(params('tipo_caso=toString&status=PENDING'))).toEqual(NO_FILTERS);
  });

  it('trims the search and cuts it to the API limit in characters, not UTF-16 units', () => {
    expect(parseFilters(params('q=%20ana%20')).q).toBe('ana');
    const long = '😀'.repeat(SEARCH_MAX_CHARS + 5);
    expect([...cleanSearch(long)]).toHaveLength(SEARCH_MAX_CHARS);
  });

  it('makes the search one line without control characters, which the API refuses', () => {
    expect(cleanSearch('ana\tgómez\r\nx\u0000')).toBe('ana gómez  x');
    expect(cleanSearch('a\ud800b')).toBe('a b');
  });

  it('knows a real calendar day', () => {
    for (const day of ['2025-01-01', '2024-02-29', '2025-12-31']) expect(isCalendarDate(day)).toBe(true);
    for (const day of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-1', '', '2025-01-01T00:00'])
      expect(isCalendarDate(day)).toBe(false);
  });

  it('writes a change, leaves defaults out and goes back to the first page', () => {
    const next = withFilters(params('page=3&tab=requests&status=pending'), {
      tipo_caso: 'familia',
      status: null,
    });
    expect(next.toString()).toBe('tab=requests&tipo_caso=familia');
  });

  it('keeps the page when the filters did not really change (a trailing space in the search)', () => {
    expect(withFilters(params('q=ana&page=2'), { q: 'ana ' }).toString()).toBe('q=ana&page=2');
  });

  it('keeps the open request and the tab when a filter changes', () => {
    expect(withFilters(params('contact=7&tab=activity'), { q: 'jose' }).toString()).toBe(
      'contact=7&tab=activity&q=jose',
    );
  });

  it('clears every filter and nothing else', () => {
    const cleared = withFilters(
      params('q=ana&status=processed&tipo_caso=penal&from=2025-01-01&to=2025-01-02&contact=9'),
      NO_FILTERS,
    );
    expect(cleared.toString()).toBe('contact=9');
  });

  it('round-trips: what is written is what is read', () => {
    const chosen = filters({
      q: 'José Pérez',
      status: 'processed',
      tipo_caso: 'english',
      from: '2025-05-01',
    });
    expect(parseFilters(withFilters(params(''), chosen))).toEqual(chosen);
  });

  it('reads the overdue status (pending and past its answer-by time)', () => {
    expect(parseFilters(params('status=overdue')).status).toBe('overdue');
    expect(withFilters(params('page=2'), { status: 'overdue' }).toString()).toBe('status=overdue');
  });

  it('says whether any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(filters({ to: '2025-01-01' }))).toBe(true);
    expect(hasFilters(filters({ q: 'x' }))).toBe(true);
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ q: 'ana', status: 'overdue', from: '2025-01-01' }))).toBe(3);
  });
});

describe('the order of the list in the query string', () => {
  it('reads "Newest first" and falls back to the urgency order', () => {
    expect(parseSort(params('sort=newest'))).toBe('newest');
    for (const query of ['', 'sort=answer-by', 'sort=oldest', 'sort=NEWEST'])
      expect(parseSort(params(query))).toBe('answer-by');
  });

  it('writes a change, leaves the default out and goes back to the first page, keeping the filters', () => {
    expect(withSort(params('status=pending&page=3'), 'newest').toString()).toBe('status=pending&sort=newest');
    expect(withSort(params('sort=newest&q=ana&page=2'), 'answer-by').toString()).toBe('q=ana');
    // The same order again keeps the page.
    expect(withSort(params('sort=newest&page=2'), 'newest').toString()).toBe('sort=newest&page=2');
  });

  it('is not a filter: clearing the filters keeps it, and it does not enable "Clear filters"', () => {
    expect(withFilters(params('sort=newest&status=overdue'), NO_FILTERS).toString()).toBe('sort=newest');
    expect(hasFilters(parseFilters(params('sort=newest')))).toBe(false);
  });

  it("asks the API for the order only when it is not the API's default, and never the CSV export", () => {
    expect(apiSort('newest')).toEqual({});
    expect(apiSort('answer-by')).toEqual({ sort: 'answer-by' });
    expect(exportHref(parseFilters(params('sort=newest&status=overdue')))).toBe(
      '/api/contacts/export.csv?status=overdue',
    );
  });
});

describe('what a counter opens', () => {
  it('is exactly what it counts: no earlier search, filter, order, page, tab or open request', () => {
    const today = '2026-11-27';
    expect(counterSearch('total', today)).toBe('');
    expect(counterSearch('pending', today)).toBe('?status=pending');
    expect(counterSearch('processed', today)).toBe('?status=processed');
    expect(counterSearch('today', today)).toBe('?from=2026-11-27&to=2026-11-27');
    expect(counterSearch('overdue', today)).toBe('?status=overdue');
  });
});

describe('what the API and the CSV export are asked for', () => {
  it('sends only the filters that are set, in a fixed order', () => {
    expect(apiFilters(NO_FILTERS)).toEqual({});
    expect(Object.keys(apiFilters(filters({ to: '2025-02-01', q: 'ana', from: '2025-01-01' })))).toEqual([
      'q',
      'from',
      'to',
    ]);
  });

  it('leaves out the end of an inverted range instead of failing the list', () => {
    const inverted = filters({ from: '2025-03-10', to: '2025-03-01' });
    expect(isRangeInverted(inverted)).toBe(true);
    expect(apiFilters(inverted)).toEqual({ from: '2025-03-10' });
    expect(isRangeInverted(filters({ from: '2025-03-01', to: '2025-03-01' }))).toBe(false);
  });

  it('points the export at the same filters, without paging', () => {
    expect(exportHref(NO_FILTERS)).toBe('/api/contacts/export.csv');
    expect(
      exportHref(
        filters({
          q: 'José & co',
          status: 'pending',
          tipo_caso: 'penal',
          from: '2025-01-01',
          to: '2025-01-31',
        }),
      ),
    ).toBe(
      '/api/contacts/export.csv?q=Jos%C3%A9+%26+co&status=pending&tipo_caso=penal&from=2025-01-01&to=2025-01-31',
    );
  });

  it("asks for the file in the panel's language", () => {
    expect(exportHref(NO_FILTERS, 'en')).toBe('/api/contacts/export.csv?lang=en');
    expect(exportHref(filters({ status: 'pending' }), 'es')).toBe(
      '/api/contacts/export.csv?status=pending&lang=es',
    );
  });
});
