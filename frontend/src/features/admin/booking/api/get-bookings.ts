import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseType } from '@abogados/shared';
import { getJson } from '../../../../lib/api/client';

/**
 * One booking as GET /api/admin/bookings lists it: the kind, the start and end (ISO instants), its status
 * and sequence (a cancel or a move names it, so a change made meanwhile is refused rather than undone), and
 * the request it came with. Named here until the generated schema has the path.
 */
export interface StaffBooking {
  id: number;
  uid: string;
  kind: string;
  kindName: { es: string; en: string };
  place: 'office' | 'video' | 'phone';
  start: string;
  end: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  submission: {
    id: number;
    nombre: string;
    email: string;
    telefono: string;
    tipo_caso: CaseType;
    processed: boolean;
  } | null;
}

export const bookingsQueryKey = ['/api/admin/bookings'] as const;

/** Today and the next two weeks in Medellín, the server's default, earliest first. */
export async function getBookings(): Promise<StaffBooking[]> {
  return (await getJson<{ bookings: StaffBooking[] }>(bookingsQueryKey[0])).bookings;
}

export function getBookingsQueryOptions() {
  return queryOptions({ queryKey: bookingsQueryKey, queryFn: getBookings });
}

/** The bookings of the coming days, read afresh each time the tab opens. */
export function useBookings() {
  return useQuery({ ...getBookingsQueryOptions(), refetchOnMount: 'always' });
}
