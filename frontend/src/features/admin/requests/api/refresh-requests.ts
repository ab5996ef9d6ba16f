import type { QueryClient } from '@tanstack/react-query';
import { requestStatsQueryKey } from './get-request-stats';
import { requestsQueryKey } from './get-requests';

/** After a change to requests: the list (with any open details under its prefix) and the counters read again. */
export function refreshRequests(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
    queryClient.invalidateQueries({ queryKey: requestStatsQueryKey }),
  ]);
}
