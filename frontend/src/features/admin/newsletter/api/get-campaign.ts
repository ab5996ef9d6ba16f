import { queryOptions, useQuery } from '@tanstack/react-query';
import { throwIfResNotOk } from '../../../../lib/api/client';
import type { Campaign } from '../../../../lib/api/newsletter';

/** A send's progress is read again this often while it is not done. */
export const CAMPAIGN_POLL_MS = 5000;

export const campaignQueryKey = (postId: string) => ['/api/admin/blog/posts', postId, 'newsletter'] as const;

/** The post's send, its preview's and its progress' URL. */
export const campaignPath = (postId: string) =>
  `/api/admin/blog/posts/${encodeURIComponent(postId)}/newsletter`;

/** The post's send, or null when it was never sent (a 404). */
export async function getCampaign(postId: string): Promise<Campaign | null> {
  const res = await fetch(campaignPath(postId), { credentials: 'include' });
  if (res.status === 404) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as Campaign;
}

export function getCampaignQueryOptions(postId: string) {
  return queryOptions({ queryKey: campaignQueryKey(postId), queryFn: () => getCampaign(postId) });
}

/** The post's send (null: never sent), read every 5 s until it is done. */
export function useCampaign(postId: string) {
  return useQuery({
    ...getCampaignQueryOptions(postId),
    refetchInterval: (query) => {
      const campaign = query.state.data;
      return campaign && campaign.state !== 'done' ? CAMPAIGN_POLL_MS : false;
    },
  });
}
