import { useQuery } from '@tanstack/react-query';
import { getAuthUser, queryKeys } from '../../../../lib/api/endpoints';

/** The signed-in staff user: `data` is the user, null when signed out (SPEC §7: no retry). */
export function useAdminSession() {
  return useQuery({ queryKey: queryKeys.authUser, queryFn: getAuthUser, retry: false });
}
