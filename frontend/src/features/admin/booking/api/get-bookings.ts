import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema';

/**
 * One booking as GET /api/admin/bookings lists it: the kind, the start and end (ISO instants), its status
 * and sequence (a cancel or a move names it, so a change made meanwhile is refused rather than undone), and
 * the request it came with.
 */
export type StaffBooking = components['schemas']['StaffBookingDto'];

export const bookingsQueryKey = ['/api/admin/bookings'] as const;

/** Today and the next two weeks in Medellín, the server's default, earliest first. */
export async function getBookings(): Promise<StaffBooking[]> {
  return (await getJson<components['schemas']['StaffBookingListDto']>(bookingsQueryKey[0])).bookings;
}

export function getBookingsQueryOptions() {
  return queryOptions({ queryKey: bookingsQueryKey, queryFn: getBookings });
}

/** The bookings of the coming days, read afresh each time the tab opens. */
export function useBookings() {
  return useQuery({ ...getBookingsQueryOptions(), refetchOnMount: 'always' });
}
