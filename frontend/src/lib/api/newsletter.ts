// The newsletter's types, read off the generated schema, and the public subscribe call. The staff panel's
// calls (the subscriber list, a post's send) live in features/admin/newsletter/api.
import { apiRequest } from './client';
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
