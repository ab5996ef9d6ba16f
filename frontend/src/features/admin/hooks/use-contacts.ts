import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getContactStats, listContactsPage, queryKeys } from '../../../lib/api/endpoints';
import { ADMIN_TIMING } from '../admin-copy';
import { apiFilters, type ContactFilters } from '../filters';
import { offsetFor, PAGE_SIZE } from '../pagination';

/**
 * One page of the filtered submissions, polled every 30 s (SPEC §9) and only once the session is known
 * to be good, so a signed-out visit makes no contacts request at all.
 */
export function useContactsPage(page: number, filters: ContactFilters, authenticated: boolean) {
  const query = { limit: PAGE_SIZE, offset: offsetFor(page), ...apiFilters(filters) };
  return useQuery({
    queryKey: queryKeys.contactsPage(query),
    queryFn: () => listContactsPage(query),
    enabled: authenticated,
    refetchInterval: authenticated ? ADMIN_TIMING.pollMs : false,
    // Moving between pages or filters keeps the current rows on screen (dimmed) instead of flashing the loader.
    placeholderData: keepPreviousData,
  });
}

/** The four counters, computed by the server over every submission, on the same 30 s cycle. */
export function useContactStats(authenticated: boolean) {
  return useQuery({
    queryKey: queryKeys.contactStats,
    queryFn: getContactStats,
    enabled: authenticated,
    refetchInterval: authenticated ? ADMIN_TIMING.pollMs : false,
  });
}
