import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingAvailability } from '@abogados/shared';
import { getJson } from '../../../../lib/api/client';

/**
 * What GET and PUT /api/admin/booking/availability answer: the availability staff set and its version (0
 * until the first save), which a save names so that a change saved meanwhile is refused rather than lost.
 * Named here from the shared types until the generated schema has the path.
 */
export interface AvailabilityAnswer {
  availability: BookingAvailability;
  version: number;
}

export const availabilityQueryKey = ['/api/admin/booking/availability'] as const;

export function getAvailability(): Promise<AvailabilityAnswer> {
  return getJson<AvailabilityAnswer>(availabilityQueryKey.join('/'));
}

export function getAvailabilityQueryOptions() {
  return queryOptions({ queryKey: availabilityQueryKey, queryFn: getAvailability });
}

/** The availability as saved, read afresh each time the tab opens. */
export function useAvailability() {
  return useQuery({ ...getAvailabilityQueryOptions(), refetchOnMount: 'always' });
}
