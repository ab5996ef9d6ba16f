import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { AuthUser } from '../../../../lib/api/endpoints';

export const sessionQueryKey = ['/api/auth/user'] as const;

/** The signed-in staff user, or null when nobody is signed in (a 401 is an answer here, not a failure). */
export function getAuthUser(): Promise<AuthUser | null> {
  return getJson<AuthUser>(sessionQueryKey.join('/'), 'returnNull');
}

export function getSessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: getAuthUser });
}

/** The signed-in staff user: `data` is the user, null when signed out (SPEC §7: no retry). */
export function useAdminSession() {
  return useQuery({ ...getSessionQueryOptions(), retry: false });
}
