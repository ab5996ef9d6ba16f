// The newsletter's endpoints, typed from the generated schema: subscribing, the subscriber list and a post's send.
import { apiRequest, getJson, throwIfResNotOk } from './client';
import type { components, paths } from './schema';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type SubscribeBody = JsonOf<paths['/api/newsletter']['post']['requestBody']>;
export type Subscriber = components['schemas']['SubscriberDto'];
export type SubscriberPage = components['schemas']['SubscriberListDto'];
export type NewsletterLanguage = Subscriber['language'];
export type SubscriberStatus = Subscriber['status'];

export interface SubscriberFilters {
  q?: string;
  status?: SubscriberStatus;
  language?: NewsletterLanguage;
}

export type Campaign = components['schemas']['CampaignDto'];
export type PreviewSent = components['schemas']['PreviewSentDto'];

/** The server's words, in the subscriber's language: the same whatever the address's state. */
export async function subscribe(body: SubscribeBody): Promise<{ message: string }> {
  const res = await apiRequest('POST', '/api/newsletter', body);
  return (await res.json()) as { message: string };
}

function filterQuery(filters: SubscriberFilters & { limit?: number; offset?: number }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

const SUBSCRIBERS = '/api/admin/newsletter/subscribers';

export const newsletterKeys = {
  subscribers: [SUBSCRIBERS],
  subscriberPage: (query: SubscriberFilters & { limit: number; offset: number }) =>
    [SUBSCRIBERS, query] as const,
  campaign: (postId: string) => ['/api/admin/blog/posts', postId, 'newsletter'] as const,
} as const;

export function listSubscribers(
  query: SubscriberFilters & { limit: number; offset: number },
): Promise<SubscriberPage> {
  return getJson<SubscriberPage>(`${SUBSCRIBERS}${filterQuery(query)}`);
}

/** The CSV of every subscriber the filters select; a plain link, downloaded with the session cookie. */
export function subscribersExportHref(filters: SubscriberFilters): string {
  return `${SUBSCRIBERS}/export.csv${filterQuery(filters)}`;
}

export async function unsubscribeSubscriber(id: number): Promise<Subscriber> {
  const res = await apiRequest('POST', `${SUBSCRIBERS}/${encodeURIComponent(String(id))}/unsubscribe`);
  return (await res.json()) as Subscriber;
}

const postNewsletter = (postId: string) => `/api/admin/blog/posts/${encodeURIComponent(postId)}/newsletter`;

export async function sendNewsletterPreview(postId: string): Promise<PreviewSent> {
  const res = await apiRequest('POST', `${postNewsletter(postId)}/preview`);
  return (await res.json()) as PreviewSent;
}

export async function sendNewsletter(postId: string): Promise<Campaign> {
  const res = await apiRequest('POST', postNewsletter(postId));
  return (await res.json()) as Campaign;
}

/** The post's send, or null when it was never sent (a 404). */
export async function getCampaign(postId: string): Promise<Campaign | null> {
  const res = await fetch(postNewsletter(postId), { credentials: 'include' });
  if (res.status === 404) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as Campaign;
}
