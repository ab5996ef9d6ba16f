import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { ContactDetail, ContactId } from '../../../../lib/api/endpoints';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';
import { requestsQueryKey } from './get-requests';
import { requestPath } from './request-path';

/** Under the list's prefix: whatever refreshes the list refreshes an open request's details too. */
export const requestQueryKey = (id: ContactId) => [...requestsQueryKey, id] as const;

export function getRequest(id: ContactId): Promise<ContactDetail> {
  return getJson<ContactDetail>(requestPath(id));
}

export function getRequestQueryOptions(id: ContactId) {
  return queryOptions({ queryKey: requestQueryKey(id), queryFn: () => getRequest(id) });
}

/**
 * One request in full. Fetched and polled (like the list, so a notification's state moves on) only while
 * `open`; the last one stays readable while the drawer slides away.
 */
export function useRequest(id: ContactId | null, open: boolean) {
  const active = open && id !== null;
  return useQuery({
    ...getRequestQueryOptions(id ?? 0),
    enabled: active,
    refetchInterval: active ? ADMIN_TIMING.pollMs : false,
  });
}
