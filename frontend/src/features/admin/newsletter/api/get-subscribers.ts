import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { SubscriberFilters, SubscriberPage } from '../../../../lib/api/newsletter';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';
import { offsetFor, PAGE_SIZE } from '../../shared/utils/pagination';
import { subscriberQuery, subscribersPath } from './subscriber-query';

export type SubscribersQuery = SubscriberFilters & { limit: number; offset: number };

/** Every page of the list: invalidating it refreshes whichever page is shown. */
export const subscribersQueryKey = [subscribersPath] as const;

export function listSubscribers(query: SubscribersQuery): Promise<SubscriberPage> {
  return getJson<SubscriberPage>(`${subscribersPath}${subscriberQuery(query)}`);
}

export function getSubscribersQueryOptions(query: SubscribersQuery) {
  return queryOptions({
    queryKey: [...subscribersQueryKey, query] as const,
    queryFn: () => listSubscribers(query),
  });
}

/** One page of subscribers under the filters; fetched afresh when the tab opens, then on the panel's cycle. */
export function useSubscribers(filters: SubscriberFilters, page: number) {
  return useQuery({
    ...getSubscribersQueryOptions({ ...filters, limit: PAGE_SIZE, offset: offsetFor(page) }),
    refetchOnMount: 'always',
    refetchInterval: ADMIN_TIMING.pollMs,
    placeholderData: keepPreviousData,
  });
}
