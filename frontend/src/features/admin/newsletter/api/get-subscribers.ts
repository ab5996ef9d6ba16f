import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCampaign,
  listSubscribers,
  newsletterKeys,
  sendNewsletter,
  sendNewsletterPreview,
  unsubscribeSubscriber,
  type Campaign,
  type SubscriberFilters,
} from '../../../../lib/api/newsletter';
import { ADMIN_TIMING } from '../../shared/i18n/admin-copy';
import { offsetFor, PAGE_SIZE } from '../../shared/utils/pagination';

/** A send's progress is read again this often while it is not done. */
export const CAMPAIGN_POLL_MS = 5000;

/** One page of subscribers under the filters; fetched afresh when the tab opens, then on the panel's cycle. */
export function useSubscribers(filters: SubscriberFilters, page: number) {
  const query = { ...filters, limit: PAGE_SIZE, offset: offsetFor(page) };
  return useQuery({
    queryKey: newsletterKeys.subscriberPage(query),
    queryFn: () => listSubscribers(query),
    refetchOnMount: 'always',
    refetchInterval: ADMIN_TIMING.pollMs,
    placeholderData: keepPreviousData,
  });
}

export function useUnsubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeSubscriber,
    onSettled: () => client.invalidateQueries({ queryKey: newsletterKeys.subscribers }),
  });
}

/** The post's send (null: never sent), read every 5 s until it is done. */
export function useCampaign(postId: string) {
  return useQuery({
    queryKey: newsletterKeys.campaign(postId),
    queryFn: () => getCampaign(postId),
    refetchInterval: (query) => {
      const campaign = query.state.data as Campaign | null | undefined;
      return campaign && campaign.state !== 'done' ? CAMPAIGN_POLL_MS : false;
    },
  });
}

export function usePreview(postId: string) {
  return useMutation({ mutationFn: () => sendNewsletterPreview(postId) });
}

export function useSend(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendNewsletter(postId),
    onSuccess: (campaign) => client.setQueryData(newsletterKeys.campaign(postId), campaign),
  });
}
