import { randomBytes } from 'node:crypto';
import {
  type NewsletterLanguage,
  type SubscriberStatus,
} from '../src/newsletter/newsletter-subscriber.entity';

/** A subscriber row as the subscriptions store it, for the newsletter's repository specs. */
export function subscriberRow(
  email: string,
  changes: {
    status?: SubscriberStatus;
    language?: NewsletterLanguage;
    requestedAt?: Date;
    expiresAt?: Date;
  } = {},
) {
  const requestedAt = changes.requestedAt ?? new Date('2026-03-02T15:00:00.000Z');
  return {
    email,
    language: changes.language ?? ('es' as NewsletterLanguage),
    status: changes.status ?? ('pending' as SubscriberStatus),
    consentLanguage: changes.language ?? ('es' as NewsletterLanguage),
    requestedAt,
    confirmTokenHash: randomBytes(32).toString('hex'),
    confirmExpiresAt: changes.expiresAt ?? new Date(requestedAt.getTime() + 48 * 3_600_000),
    confirmationSentAt: requestedAt,
    createdAt: requestedAt,
  };
}
