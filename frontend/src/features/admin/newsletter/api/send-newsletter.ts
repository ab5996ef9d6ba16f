import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { Campaign } from '../../../../lib/api/newsletter';
import { campaignPath, campaignQueryKey } from './get-campaign';

export async function sendNewsletter(postId: string): Promise<Campaign> {
  const res = await apiRequest('POST', campaignPath(postId));
  return (await res.json()) as Campaign;
}

export function useSend(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendNewsletter(postId),
    onSuccess: (campaign) => client.setQueryData(campaignQueryKey(postId), campaign),
  });
}
