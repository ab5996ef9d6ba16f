import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { SecondFactorStatus } from '../../../../lib/api/endpoints';

export const secondFactorQueryKey = ['/api/auth/second-factor'] as const;

export function getSecondFactor(): Promise<SecondFactorStatus> {
  return getJson<SecondFactorStatus>(secondFactorQueryKey.join('/'));
}

export function getSecondFactorQueryOptions() {
  return queryOptions({ queryKey: secondFactorQueryKey, queryFn: getSecondFactor });
}

/** The signed-in staff member's second factor: on or off, and how many recovery codes are left. */
export function useSecondFactor() {
  return useQuery(getSecondFactorQueryOptions());
}
