import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotDay } from '@abogados/shared';
import { getJson } from '../../../../lib/api/client';

/** GET /api/booking/slots?kind=: the free starts of a kind, day by day, as visitors are offered them. */
export function getSlotsQueryOptions(kind: string) {
  return queryOptions({
    queryKey: ['/api/booking/slots', kind] as const,
    queryFn: async () =>
      (await getJson<{ days: SlotDay[] }>(`/api/booking/slots?kind=${encodeURIComponent(kind)}`)).days,
  });
}

/** The free starts of `kind`, read when a move is asked for (and again after a start was just taken). */
export function useSlots(kind: string, enabled: boolean) {
  return useQuery({ ...getSlotsQueryOptions(kind), enabled, staleTime: 0 });
}
