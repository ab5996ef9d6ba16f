import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { ContactStats } from '../../../../lib/api/endpoints';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';

export const requestStatsQueryKey = ['/api/contacts/stats'] as const;

export function getRequestStats(): Promise<ContactStats> {
  return getJson<ContactStats>(requestStatsQueryKey.join('/'));
}

export function getRequestStatsQueryOptions() {
  return queryOptions({ queryKey: requestStatsQueryKey, queryFn: getRequestStats });
}

/** The five counters, computed by the server over every submission, on the list's 30 s cycle. */
export function useRequestStats(authenticated: boolean) {
  return useQuery({
    ...getRequestStatsQueryOptions(),
    enabled: authenticated,
    refetchInterval: authenticated ? ADMIN_TIMING.pollMs : false,
  });
}
