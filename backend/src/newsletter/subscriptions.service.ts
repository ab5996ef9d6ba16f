import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { MailboxCaps } from '../security/mailbox-caps';
import { ConfirmationQueue } from './confirmation-queue';
import { currentNewsletterConsent } from './newsletter-consent';
import { NewsletterLimits } from './newsletter-limits';
import {
  type NewsletterLanguage,
  NewsletterSubscriber,
  type SubscriberStatus,
} from './newsletter-subscriber.entity';

const HOUR_MS = 60 * 60 * 1000;
/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 48 * HOUR_MS;
/** At most one confirmation email per address within this time. */
export const CONFIRMATION_INTERVAL_MS = 24 * HOUR_MS;

/** An id no row has (ids start at 1). */
const NO_ROW = 0;

/** 32 random bytes, base64url: 43 characters. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a link's secret may look like; anything else is unknown without a look at the database. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const isSecretShaped = (token: unknown): token is string =>
  typeof token === 'string' && SECRET_SHAPE.test(token);

export interface Subscription {
  email: string;
  language: NewsletterLanguage;
}

/**
 * Subscriptions with double opt-in. Every write is one statement guarded by what it expects to change, so
 * two requests at once for the same address never send two confirmations nor confirm twice (the SQLite
 * connection is shared: no transactions here).
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly queue: ConfirmationQueue,
    private readonly limits: NewsletterLimits,
    private readonly clock: Clock,
    private readonly mailboxCaps: MailboxCaps,
  ) {}

  /**
   * Asks to subscribe. New or unsubscribed addresses become pending with a fresh confirmation link; a
   * pending one gets a new link only when none was sent in the last day; a confirmed one is left alone.
   * The caller answers the same whatever happened here.
   */
  subscribe(subscription: Subscription, address: string | undefined): Promise<void> {
    return this.limits.within(address, () => this.request(subscription, address));
  }

  private async request({ email, language }: Subscription, address: string | undefined): Promise<void> {
    const now = this.clock.now();
    const token = newSecret();
    const opened = {
      status: 'pending' as SubscriberStatus,
      language,
      consentLanguage: language,
      requestedAt: now,
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
      confirmationSentAt: now,
      confirmedAt: null,
      privacyPolicyVersion: null,
      consentText: null,
      unsubscribedAt: null,
    };
    const existing = await this.subscribers.findOneBy({ email });
    if (!existing) {
      await this.subscribers
        .createQueryBuilder()
        .insert()
        .values({ ...opened, email, unsubscribeToken: newSecret(), createdAt: now })
        .orIgnore()
        .execute();
      // Another request for the same address may have come first: only the row holding this link is ours.
      const inserted = await this.subscribers.findOneBy({ email, confirmTokenHash: opened.confirmTokenHash });
      if (inserted) await this.queue.queueConfirmation(inserted.id, token, address);
      return;
    }
    // A confirmed address, or a pending one sent a link within the day, is left as it is; the statement
    // runs all the same (matching no row), so every state costs the same work.
    const sentAt = existing.confirmationSentAt?.getTime();
    const renew =
      existing.status === 'unsubscribed' ||
      (existing.status === 'pending' &&
        (sentAt === undefined || now.getTime() - sentAt >= CONFIRMATION_INTERVAL_MS));
    const result = await this.subscribers.update(
      {
        id: renew ? existing.id : NO_ROW,
        status: existing.status,
        confirmTokenHash: existing.confirmTokenHash ?? IsNull(),
      },
      opened,
    );
    if (result.affected === 1) await this.queue.queueConfirmation(existing.id, token, address);
  }

  /** The pending subscriber a confirmation link belongs to, while the link works. */
  async pendingFor(token: unknown): Promise<NewsletterSubscriber | null> {
    if (!isSecretShaped(token)) return null;
    return this.subscribers.findOneBy({
      confirmTokenHash: hashToken(token),
      status: 'pending',
      confirmExpiresAt: MoreThan(this.clock.now()),
    });
  }

  /** The language of a link that no longer works: its row's when it still knows it (an expired link), else the one the link carries. */
  async goneLinkLanguage(token: unknown, carried: NewsletterLanguage): Promise<NewsletterLanguage> {
    if (!isSecretShaped(token)) return carried;
    const row = await this.subscribers.findOneBy({ confirmTokenHash: hashToken(token) });
    return row?.language ?? carried;
  }

  /**
   * Confirms once: records the proof (when, the policy version, the consent sentence in the language the
   * box showed it) and clears the link. Answers the confirmed subscriber, or null when the link does not
   * work (used, expired or unknown).
   */
  async confirm(token: unknown): Promise<NewsletterSubscriber | null> {
    const pending = await this.pendingFor(token);
    if (!pending) return null;
    const now = this.clock.now();
    const consent = currentNewsletterConsent(pending.consentLanguage ?? pending.language);
    const result = await this.subscribers.update(
      {
        id: pending.id,
        status: 'pending',
        confirmTokenHash: pending.confirmTokenHash!,
        confirmExpiresAt: MoreThan(now),
      },
      {
        status: 'confirmed',
        confirmedAt: now,
        privacyPolicyVersion: consent.version,
        consentText: consent.text,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        unsubscribedAt: null,
      },
    );
    if (result.affected !== 1) return null;
    // The mailbox's one confirmation a day has done its job: should the person leave and come back today,
    // their new confirmation goes.
    await this.mailboxCaps.release('confirmation', pending.email);
    return this.subscribers.findOneBy({ id: pending.id });
  }

  /** The subscriber of a preferences or unsubscribe link. */
  byUnsubscribeToken(token: unknown): Promise<NewsletterSubscriber | null> {
    if (!isSecretShaped(token)) return Promise.resolve(null);
    return this.subscribers.findOneBy({ unsubscribeToken: token });
  }

  /** Unsubscribes at once (any state): the row stays as the suppression list; an open link stops working. */
  async unsubscribe(subscriber: NewsletterSubscriber): Promise<NewsletterSubscriber> {
    if (subscriber.status !== 'unsubscribed') {
      await this.subscribers.update(
        { id: subscriber.id },
        {
          status: 'unsubscribed',
          unsubscribedAt: this.clock.now(),
          confirmTokenHash: null,
          confirmExpiresAt: null,
        },
      );
    }
    return (await this.subscribers.findOneBy({ id: subscriber.id })) ?? subscriber;
  }

  async changeLanguage(subscriber: NewsletterSubscriber, language: NewsletterLanguage): Promise<void> {
    await this.subscribers.update({ id: subscriber.id }, { language });
  }

  /** Every subscription of an address (one at most): for data-subject access. */
  byEmail(email: string): Promise<NewsletterSubscriber[]> {
    return this.subscribers.findBy({ email });
  }

  /** Erasure: deletes the address's row (its queued messages go with it, by cascade). */
  async deleteByEmail(email: string): Promise<number> {
    const result = await this.subscribers.delete({ email });
    return result.affected ?? 0;
  }

  /** Retention: pending subscriptions asked for before the cutoff. */
  async deletePendingBefore(cutoff: Date): Promise<number> {
    const result = await this.subscribers.delete({ status: 'pending', requestedAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
