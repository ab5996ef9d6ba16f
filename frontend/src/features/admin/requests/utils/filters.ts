// The list's filters live in the query string (?q=…&status=…&tipo_caso=…&from=…&to=…), named as the API
// names them, so a reload or a shared link shows the same list and the CSV export asks for the same rows.
// So does its order (?sort=newest; the urgency order needs no parameter), which is not a filter: clearing the
// filters keeps it. A counter opens a clean list of what it counts (counterSearch).
import { isCalendarDate } from '../../shared/utils/day-text';
import { CASE_TYPES, type CaseType, type ContactsFilterQuery } from '../../../../lib/api/endpoints';
import type { paths } from '../../../../lib/api/schema';
import { requestsExportHref } from '../api/export-requests';
import type { StaffLocale } from '../../shared/i18n/staff-locale';

/** overdue: pending and past its answer-by time. */
export const STATUS_FILTERS = ['pending', 'overdue', 'processed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ContactFilters {
  /** Free text; '' for none. */
  q: string;
  status: StatusFilter | null;
  tipo_caso: CaseType | null;
  /** Calendar days YYYY-MM-DD (Medellín), inclusive. */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: ContactFilters = { q: '', status: null, tipo_caso: null, from: null, to: null };

/** The API refuses a longer search (400), which would replace the whole list with an error. */
export const SEARCH_MAX_CHARS = 200;

const FILTER_KEYS = ['q', 'status', 'tipo_caso', 'from', 'to'] as const;

/**
 * One line (a pasted tab or line break becomes a space; the API refuses control characters), trimmed and
 * cut to the API's limit, counting characters (code points) as the API does.
 */
export function cleanSearch(value: string): string {
  const line = value.replace(/[\p{Cc}\p{Cs}]/gu, ' ').trim();
  return [...line].slice(0, SEARCH_MAX_CHARS).join('').trim();
}

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

function day(value: string | null): string | null {
  return value !== null && isCalendarDate(value) ? value : null;
}

/** The filters a query string asks for; anything unknown or malformed (an edited link) counts as no filter. */
export function parseFilters(params: URLSearchParams): ContactFilters {
  return {
    q: cleanSearch(params.get('q') ?? ''),
    status: oneOf(STATUS_FILTERS, params.get('status')),
    tipo_caso: oneOf(CASE_TYPES, params.get('tipo_caso')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function hasFilters(filters: ContactFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** How many filters are set (the phone's "Filters (2)" button says so while the toolbar is closed). */
export function activeFilterCount(filters: ContactFilters): number {
  return FILTER_KEYS.filter((key) => Boolean(filters[key])).length;
}

/** True when the end day comes before the start day: no day can match both. */
export function isRangeInverted({ from, to }: ContactFilters): boolean {
  return from !== null && to !== null && to < from;
}

/**
 * The query string with these filters changed and the defaults left out. The page goes back to the first:
 * page 3 of another filter means nothing for this one.
 */
export function withFilters(params: URLSearchParams, patch: Partial<ContactFilters>): URLSearchParams {
  const next = { ...parseFilters(params), ...patch };
  const updated = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = key === 'q' ? cleanSearch(next.q) : next[key];
    if (value) updated.set(key, value);
    else updated.delete(key);
  }
  // The same filters again (a search that only gained a trailing space) keep the page.
  if (!sameFilters(parseFilters(updated), parseFilters(params))) updated.delete('page');
  return updated;
}

export function sameFilters(a: ContactFilters, b: ContactFilters): boolean {
  return FILTER_KEYS.every((key) => a[key] === b[key]);
}

/**
 * What the API is asked for, only the filters that are set, in a fixed order so equal filters make equal
 * query keys. An inverted range leaves out its end (the toolbar says so) rather than failing the whole list
 * with the API's 400.
 */
export function apiFilters(filters: ContactFilters): ContactsFilterQuery {
  const query: ContactsFilterQuery = {};
  if (filters.q) query.q = filters.q;
  if (filters.status) query.status = filters.status;
  if (filters.tipo_caso) query.tipo_caso = filters.tipo_caso;
  if (filters.from) query.from = filters.from;
  if (filters.to && !isRangeInverted(filters)) query.to = filters.to;
  return query;
}

export type ListSort = NonNullable<NonNullable<paths['/api/contacts']['get']['parameters']['query']>['sort']>;

/**
 * answer-by (the panel's default): pending first, the least time left on top, so the most overdue request
 * leads, then processed ones · newest: newest first, the API's own default.
 */
export const SORTS = ['answer-by', 'newest'] as const satisfies readonly ListSort[];
const DEFAULT_SORT: ListSort = 'answer-by';
const API_DEFAULT_SORT: ListSort = 'newest';

export function parseSort(params: URLSearchParams): ListSort {
  return oneOf(SORTS, params.get('sort')) ?? DEFAULT_SORT;
}

/** The query string in another order, back on the first page; the default order needs no parameter. */
export function withSort(params: URLSearchParams, sort: ListSort): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (sort === DEFAULT_SORT) updated.delete('sort');
  else updated.set('sort', sort);
  if (sort !== parseSort(params)) updated.delete('page');
  return updated;
}

/** What the API is asked for besides the filters: the order, unless it is the API's own default. */
export function apiSort(sort: ListSort): { sort?: ListSort } {
  return sort === API_DEFAULT_SORT ? {} : { sort };
}

/** The five counters above the list (SPEC §2 and the overdue one). */
export const COUNTERS = ['total', 'pending', 'processed', 'today', 'overdue'] as const;
export type Counter = (typeof COUNTERS)[number];

/**
 * The query string of exactly what a counter counts, and nothing else: no earlier search, filter, order, page,
 * tab or open request. `today` is the calendar day in Medellín (YYYY-MM-DD), the counter's "today".
 */
export function counterSearch(counter: Counter, today: string): string {
  const filters: Record<Counter, Partial<ContactFilters>> = {
    total: {},
    pending: { status: 'pending' },
    processed: { status: 'processed' },
    today: { from: today, to: today },
    overdue: { status: 'overdue' },
  };
  const query = withFilters(new URLSearchParams(), filters[counter]).toString();
  return query ? `?${query}` : '';
}

/** The CSV of exactly the rows the list shows (every page of them), in the panel's language. */
export function exportHref(
  filters: ContactFilters,
  lang?: StaffLocale,
  separator?: ContactsFilterQuery['separator'],
): string {
  return requestsExportHref({ ...apiFilters(filters), lang, separator });
}
