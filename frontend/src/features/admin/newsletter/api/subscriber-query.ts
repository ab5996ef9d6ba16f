import type { SubscriberFilters } from '../../../../lib/api/newsletter';

export const subscribersPath = '/api/admin/newsletter/subscribers';

/** The filters that are set (an empty search is none), with the page when there is one. */
export function subscriberQuery(filters: SubscriberFilters & { limit?: number; offset?: number }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
