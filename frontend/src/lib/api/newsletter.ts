// The newsletter's types, read off the generated schema. The calls live with the features that make them: the
// box's subscribe in features/blog, the staff panel's (the subscriber list, a post's send) in
// features/admin/newsletter/api.
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
