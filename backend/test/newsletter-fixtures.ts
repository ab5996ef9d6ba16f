import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import {
  type NewsletterLanguage,
  NewsletterSubscriber,
  type SubscriberStatus,
} from '../src/newsletter/newsletter-subscriber.entity';

// Subscribers written straight into the database, for the sending tests.

export interface SubscriberRows {
  language?: NewsletterLanguage;
  status?: SubscriberStatus;
  /** The local part's prefix: addresses are `${prefix}-${n}@example.com`. */
  prefix: string;
}

/** `count` subscribers (confirmed, Spanish unless said), inserted in chunks; answers their addresses. */
export async function addSubscribers(
  running: RunningApp,
  count: number,
  { language = 'es', status = 'confirmed', prefix }: SubscriberRows,
): Promise<string[]> {
  const now = new Date();
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `${prefix}-${index + 1}@example.com`,
    language,
    status,
    requestedAt: now,
    confirmTokenHash: null,
    confirmExpiresAt: null,
    confirmationSentAt: null,
    confirmedAt: status === 'pending' ? null : now,
    privacyPolicyVersion: '1.1',
    consentText: 'Acepto recibir el boletín del despacho por correo electrónico.',
    consentLanguage: language,
    unsubscribedAt: status === 'unsubscribed' ? now : null,
    createdAt: now,
  }));
  const repository = running.app.get(DataSource).getRepository(NewsletterSubscriber);
  for (let start = 0; start < rows.length; start += 100) {
    await repository.insert(rows.slice(start, start + 100));
  }
  return rows.map((row) => row.email);
}

/** The subscriber with this address. */
export function subscriberOf(running: RunningApp, email: string): Promise<NewsletterSubscriber> {
  return running.app.get(DataSource).getRepository(NewsletterSubscriber).findOneByOrFail({ email });
}
