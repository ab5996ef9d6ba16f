import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { AdminSite } from '../../../../lib/api/endpoints';

export const adminSiteQueryKey = ['/api/admin/site'] as const;

/** The site content as staff edit it (every social network listed) and what still holds a placeholder. */
export function getAdminSite(): Promise<AdminSite> {
  return getJson<AdminSite>(adminSiteQueryKey.join('/'));
}

export function getAdminSiteQueryOptions() {
  return queryOptions({ queryKey: adminSiteQueryKey, queryFn: getAdminSite });
}

/** The site content as staff edit it, read afresh each time the tab opens. */
export function useAdminSite() {
  return useQuery({ ...getAdminSiteQueryOptions(), refetchOnMount: 'always' });
}
