import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { Clock } from '../common/clock';
import { hashToken, isSecretShaped, newSecret } from '../common/secret-token';
import { MailboxCaps } from '../security/mailbox-caps';
import { ConfirmationQueue } from './confirmation-queue';
import { currentNewsletterConsent } from './newsletter-consent';
import { NewsletterLimits } from './newsletter-limits';
import { emailOffText } from './newsletter-pages';
import { NewsletterMailer } from './sending-mailer';
import {
  type NewsletterLanguage,
  type NewsletterSubscriber,
  type SubscriberStatus,
} from './newsletter-subscriber.entity';
import { type SubscriberEvent } from './subscriber-event.entity';
import { SubscriberLinks } from './subscriber-links';
import { SubscribersRepository } from './subscribers.repository';
import { SubscriberEventsRepository } from './subscriber-events.repository';

const HOUR_MS = 60 * 60 * 1000;
/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 48 * HOUR_MS;
/** At most one confirmation email per address within this time. */
export const CONFIRMATION_INTERVAL_MS = 24 * HOUR_MS;

/** An id no row has (ids start at 1). */
const NO_ROW = 0;

/**
 * A subscription refused because this server cannot send email (no SMTP_URL): a pending row would wait for
 * a confirmation link that never comes. The message is in the box's language.
 */
export class NewsletterEmailOff extends ServiceUnavailableException {
  constructor(readonly language: NewsletterLanguage) {
    super({ statusCode: 503, message: emailOffText(language) });
  }
}

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
    private readonly subscribers: SubscribersRepository,
    private readonly queue: ConfirmationQueue,
    private readonly limits: NewsletterLimits,
    private readonly clock: Clock,
    private readonly links: SubscriberLinks,
    private readonly history: SubscriberEventsRepository,
    private readonly mailboxCaps: MailboxCaps,
    private readonly mailer: NewsletterMailer,
  ) {}

  /**
   * Asks to subscribe. A new address becomes pending with a confirmation link; a pending one gets a new link
   * only when none was sent in the last day; a confirmed one is left alone. An unsubscribed one stays
   * unsubscribed, its dates and proof untouched (the retention purge keeps it), and gets a link (at most
   * one a day too) that only the person can use to come back. The caller answers the same whatever happened.
   */
  subscribe(subscription: Subscription, address: string | undefined): Promise<void> {
    if (!this.mailer.configured) return Promise.reject(new NewsletterEmailOff(subscription.language));
    return this.limits.within(address, () => this.request(subscription, address));
  }

  private async request({ email, language }: Subscription, address: string | undefined): Promise<void> {
    const now = this.clock.now();
    // Whoever holds this secret holds nothing: the email's link gets a new one as it is sent
    // (SubscriberLinks.confirmationSecret). Its hash marks the row this request wrote.
    const token = newSecret();
    const link = {
      language,
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
      confirmationSentAt: now,
    };
    const opened = {
      status: 'pending' as SubscriberStatus,
      consentLanguage: language,
      requestedAt: now,
      ...link,
      confirmedAt: null,
      privacyPolicyVersion: null,
      consentText: null,
      unsubscribedAt: null,
    };
    const existing = await this.subscribers.byEmail(email);
    if (!existing) {
      // Another request for the same address may have come first: only the row holding this link is ours.
      const inserted = await this.subscribers.insertNew({ ...opened, email, createdAt: now });
      if (inserted) await this.queue.queueConfirmation(inserted.id, address);
      return;
    }
    // A confirmed address, or a pending or unsubscribed one sent a link within the day, is left as it is;
    // the statement runs all the same (matching no row), so every state costs the same work. An unsubscribed
    // row gets only the link (and the page's language for its email): its status, dates and proof stay.
    const sentAt = existing.confirmationSentAt?.getTime();
    const renew =
      existing.status !== 'confirmed' &&
      (sentAt === undefined || now.getTime() - sentAt >= CONFIRMATION_INTERVAL_MS);
    const renewed = await this.subscribers.updateIfUnchanged(
      {
        id: renew ? existing.id : NO_ROW,
        status: existing.status,
        confirmTokenHash: existing.confirmTokenHash,
      },
      existing.status === 'unsubscribed' ? link : opened,
    );
    if (renewed) await this.queue.queueConfirmation(existing.id, address);
  }

  /** The subscriber (pending, or unsubscribed and asking back) a confirmation link belongs to, while it works. */
  async pendingFor(token: unknown): Promise<NewsletterSubscriber | null> {
    if (!isSecretShaped(token)) return null;
    return this.subscribers.openByConfirmHash(hashToken(token), this.clock.now());
  }

  /** The language of a link that no longer works: its row's when it still knows it (an expired link), else the one the link carries. */
  async goneLinkLanguage(token: unknown, carried: NewsletterLanguage): Promise<NewsletterLanguage> {
    if (!isSecretShaped(token)) return carried;
    const row = await this.subscribers.byConfirmHash(hashToken(token));
    return row?.language ?? carried;
  }

  /**
   * Confirms once: records the proof (when, the policy version, the consent sentence in the language the
   * box showed it) on the row and in its history, and clears the link. An unsubscribed person coming back
   * confirms the request of their link (made at confirmationSentAt, from a page in `language`); the earlier
   * unsubscribe stays in the history. Answers the confirmed subscriber, or null when the link does not work
   * (used, expired or unknown).
   */
  async confirm(token: unknown): Promise<NewsletterSubscriber | null> {
    const pending = await this.pendingFor(token);
    if (!pending) return null;
    const now = this.clock.now();
    const returning = pending.status === 'unsubscribed';
    const consentLanguage = returning ? pending.language : (pending.consentLanguage ?? pending.language);
    const consent = currentNewsletterConsent(consentLanguage);
    const confirmedNow = await this.subscribers.updateIfLinkWorks(
      { id: pending.id, status: pending.status, confirmTokenHash: pending.confirmTokenHash! },
      now,
      {
        status: 'confirmed',
        confirmedAt: now,
        ...(returning ? { requestedAt: pending.confirmationSentAt ?? now } : {}),
        privacyPolicyVersion: consent.version,
        consentText: consent.text,
        consentLanguage,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        unsubscribedAt: null,
      },
    );
    if (!confirmedNow) return null;
    // The mailbox's one confirmation a day has done its job: should the person leave and come back today,
    // their new confirmation goes.
    await this.mailboxCaps.release('confirmation', pending.email);
    const confirmed = await this.subscribers.byId(pending.id);
    // A second statement, no transaction (the shared SQLite connection): the row is the state, this the record.
    if (confirmed) await this.history.record(confirmed, 'confirmed', now);
    return confirmed;
  }

  /** The subscriber of a preferences or unsubscribe link. */
  byUnsubscribeToken(token: unknown): Promise<NewsletterSubscriber | null> {
    return this.links.subscriberOf(token);
  }

  /**
   * Unsubscribes at once (any state): the row stays as the suppression list, the date in its history; an
   * open confirmation link (a request to come back too) stops working.
   */
  async unsubscribe(subscriber: NewsletterSubscriber): Promise<NewsletterSubscriber> {
    const now = this.clock.now();
    const leaving = subscriber.status !== 'unsubscribed';
    const changed = await this.subscribers.updateIfStatus(subscriber, {
      ...(leaving ? { status: 'unsubscribed' as SubscriberStatus, unsubscribedAt: now } : {}),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    });
    const left = (await this.subscribers.byId(subscriber.id)) ?? subscriber;
    if (leaving && changed) await this.history.record(left, 'unsubscribed', now);
    return left;
  }

  async changeLanguage(subscriber: NewsletterSubscriber, language: NewsletterLanguage): Promise<void> {
    await this.subscribers.setLanguage(subscriber.id, language);
  }

  /** Every subscription of an address (one at most) with its history: for data-subject access. */
  async byEmail(email: string): Promise<Array<{ row: NewsletterSubscriber; history: SubscriberEvent[] }>> {
    const found = await this.subscribers.byEmail(email);
    const rows = found ? [found] : [];
    const history = await this.history.of(rows.map((row) => row.id));
    return rows.map((row) => ({ row, history: history.get(row.id) ?? [] }));
  }

  /** Erasure: deletes the address's row (its queued messages go with it, by cascade). */
  async deleteByEmail(email: string): Promise<number> {
    return this.subscribers.deleteByEmail(email);
  }

  /** Retention: pending subscriptions asked for before the cutoff. */
  async deletePendingBefore(cutoff: Date): Promise<number> {
    return this.subscribers.deletePendingBefore(cutoff);
  }
}
