import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../../lib/api/client';
import type {
  ContactsFilterQuery,
  ContactsPage,
  ContactsPageQuery,
  ContactSubmission,
} from '../../../../lib/api/endpoints';
import { queryString, readPage } from '../../../../lib/api/paging';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';
import { offsetFor, PAGE_SIZE } from '../../shared/utils/pagination';
import { apiFilters, apiSort, type ContactFilters, type ListSort } from '../utils/filters';

export type RequestsQuery = ContactsPageQuery & ContactsFilterQuery;

/**
 * Prefix of every page of the list: invalidating it refreshes whichever page is shown, and an open request's
 * details, whose key sits under it.
 */
export const requestsQueryKey = ['/api/contacts'] as const;

/** Every submission at once, unpaged. */
export function listContacts(): Promise<ContactSubmission[]> {
  return getJson<ContactSubmission[]>(requestsQueryKey.join('/'));
}

/** One page of the (filtered) list, newest first or by answer-by time, with the server's total for the pager. */
export async function getRequests({ limit, offset, ...filters }: RequestsQuery): Promise<ContactsPage> {
  const query = queryString({ limit, offset, ...filters });
  const res = await apiRequest('GET', `${requestsQueryKey.join('/')}${query}`);
  return readPage<ContactSubmission>(res, offset);
}

/** The filters are part of the key: each filtered list is cached (and polled) on its own. */
export function getRequestsQueryOptions(query: RequestsQuery) {
  return queryOptions({ queryKey: [...requestsQueryKey, query] as const, queryFn: () => getRequests(query) });
}

/**
 * One page of the filtered submissions in the chosen order, polled every 30 s (SPEC §9) and only once the
 * session is known to be good, so a signed-out visit makes no contacts request at all.
 */
export function useRequests(page: number, filters: ContactFilters, sort: ListSort, authenticated: boolean) {
  // The order travels with the filters (the list takes it, the CSV export does not).
  const query: RequestsQuery = {
    limit: PAGE_SIZE,
    offset: offsetFor(page),
    ...apiFilters(filters),
    ...apiSort(sort),
  };
  return useQuery({
    ...getRequestsQueryOptions(query),
    enabled: authenticated,
    refetchInterval: authenticated ? ADMIN_TIMING.pollMs : false,
    // Moving between pages or filters keeps the current rows on screen (dimmed) instead of flashing the loader.
    placeholderData: keepPreviousData,
  });
}
