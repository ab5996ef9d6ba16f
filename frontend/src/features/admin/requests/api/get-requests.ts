import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getContactStats, listContactsPage, queryKeys } from '../../../../lib/api/endpoints';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';
import { apiFilters, apiSort, type ContactFilters, type ListSort } from '../utils/filters';
import { offsetFor, PAGE_SIZE } from '../../shared/utils/pagination';

/**
 * One page of the filtered submissions in the chosen order, polled every 30 s (SPEC §9) and only once the
 * session is known to be good, so a signed-out visit makes no contacts request at all.
 */
export function useContactsPage(
  page: number,
  filters: ContactFilters,
  sort: ListSort,
  authenticated: boolean,
) {
  // The order travels with the filters (the list takes it, the CSV export does not).
  const query: Parameters<typeof listContactsPage>[0] = {
    limit: PAGE_SIZE,
    offset: offsetFor(page),
    ...apiFilters(filters),
    ...apiSort(sort),
  };
  return useQuery({
    queryKey: queryKeys.contactsPage(query),
    queryFn: () => listContactsPage(query),
    enabled: authenticated,
    refetchInterval: authenticated ? ADMIN_TIMING.pollMs : false,
    // Moving between pages or filters keeps the current rows on screen (dimmed) instead of flashing the loader.
    placeholderData: keepPreviousData,
  });
}

/** The five counters, computed by the server over every submission, on the same 30 s cycle. */
export function useContactStats(authenticated: boolean) {
  return useQuery({
    queryKey: queryKeys.contactStats,
    queryFn: getContactStats,
    enabled: authenticated,
    refetchInterval: authenticated ? ADMIN_TIMING.pollMs : false,
  });
}
