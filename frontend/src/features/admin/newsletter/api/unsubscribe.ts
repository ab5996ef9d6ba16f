import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { Subscriber } from '../../../../lib/api/newsletter';
import { subscribersQueryKey } from './get-subscribers';
import { subscribersPath } from './subscriber-query';

export async function unsubscribeSubscriber(id: number): Promise<Subscriber> {
  const res = await apiRequest('POST', `${subscribersPath}/${encodeURIComponent(String(id))}/unsubscribe`);
  return (await res.json()) as Subscriber;
}

export function useUnsubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeSubscriber,
    onSettled: () => client.invalidateQueries({ queryKey: subscribersQueryKey }),
  });
}
