import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../../lib/api/client';

const FEED_PATH = '/api/admin/booking/feed';
export const feedQueryKey = [FEED_PATH] as const;

/** The private calendar feed's address (the server makes its secret the first time it is asked). */
export function useFeed() {
  return useQuery({
    queryKey: feedQueryKey,
    queryFn: async () => (await getJson<{ url: string }>(FEED_PATH)).url,
  });
}

/** A new secret for the feed: the old address stops working at once. */
export function useRenewFeed(onRenewed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => ((await (await apiRequest('POST', FEED_PATH)).json()) as { url: string }).url,
    onSuccess: (url) => {
      queryClient.setQueryData(feedQueryKey, url);
      onRenewed();
    },
  });
}
