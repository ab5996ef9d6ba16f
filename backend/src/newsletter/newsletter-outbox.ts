import { Inject, Injectable } from '@nestjs/common';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { GIVE_UP_AFTER_MS, retryDelayMs } from '../common/outbox-claims';
import { VISITOR_EMAIL_CAP_REASON, VisitorEmailLimits } from '../security/visitor-email-limits';
import { CampaignsRepository } from './campaigns.repository';
import { ConfirmationQueue } from './confirmation-queue';
import { NewsletterMessagesRepository } from './newsletter-messages.repository';
import { type NewsletterLanguage } from './newsletter-subscriber.entity';
import { type NewsletterMessage } from './sending-entities';

/** Why a post is not sent to a subscriber who left (or changed language) after the send was queued. */
export const UNSUBSCRIBED_SINCE = 'unsubscribed since';

/**
 * The newsletter outbox's rules: what is queued, when a row is due again, when it is given up. A row is
 * claimed by a conditional UPDATE only one server's statement can match (NewsletterMessagesRepository), so
 * several servers on one database never send it twice. A claim lasts
 * NEWSLETTER_LOCK_SECONDS (60 by default): a server that crashed mid-send has its row taken over that soon.
 */
@Injectable()
export class NewsletterOutbox implements ConfirmationQueue {
  /** Set by the dispatcher: runs the outbox soon after a message is queued. */
  wake: () => void = () => {};
  private readonly lockMs: number;

  constructor(
    private readonly rows: NewsletterMessagesRepository,
    private readonly campaigns: CampaignsRepository,
    private readonly clock: Clock,
    private readonly visitorEmails: VisitorEmailLimits,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.lockMs = config.newsletter.lockMs;
  }

  /**
   * The double opt-in email of a subscriber, due at once (at any hour); its link is made as it is sent. It
   * counts against the client address's emails to visitors: over that cap it is stored 'skipped' with the
   * reason, never sent (the visitor's answer is the same either way).
   */
  async queueConfirmation(subscriberId: number, client: string | undefined): Promise<void> {
    const now = this.clock.now();
    await this.visitorEmails.deciding(client, (send) =>
      this.rows.insert({
        subscriberId,
        kind: 'confirm',
        campaignId: null,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        ...(send ? { status: 'pending' } : { status: 'skipped', lastError: VISITOR_EMAIL_CAP_REASON }),
      }),
    );
    this.wake();
  }

  /**
   * One 'post' row for every confirmed subscriber of the language, in one INSERT … SELECT (the unique
   * (campaign, subscriber) index makes it once each). Answers how many rows the campaign has.
   */
  async queueCampaign(campaignId: number, language: NewsletterLanguage): Promise<number> {
    const total = await this.rows.queueCampaign(campaignId, language, this.clock.now());
    await this.campaigns.setTotal(campaignId, total);
    this.wake();
    return total;
  }

  /**
   * Up to `limit` rows due now, oldest first: confirmations always, posts only when `posts` (a Ley 2300
   * window is open). A SELECT alone: an idle server writes nothing.
   */
  due(limit: number, posts: boolean): Promise<NewsletterMessage[]> {
    return this.rows.due(this.clock.now(), limit, posts);
  }

  /** Every due row becomes 'skipped' without an attempt (email is not configured): one UPDATE. */
  async skipAll(reason: string): Promise<void> {
    await this.rows.skipDue(this.clock.now(), reason);
  }

  /**
   * Takes the row for this server: 'sending' until now + the lock, one more attempt. Answers the claimed
   * row, or undefined when another server took it first (the UPDATE then matches nothing).
   */
  async claim(row: NewsletterMessage): Promise<NewsletterMessage | undefined> {
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + this.lockMs);
    if (!(await this.rows.claim(row, now, lockedUntil))) return undefined;
    return {
      ...row,
      status: 'sending',
      lockedUntil,
      attempts: row.attempts + 1,
      firstAttemptAt: row.firstAttemptAt ?? now,
    };
  }

  /** Only while the row is still this claim's: a server that overran its lock changes nothing. */
  private settle(
    claimed: NewsletterMessage,
    changes: QueryDeepPartialEntity<NewsletterMessage>,
  ): Promise<boolean> {
    return this.rows.settle(claimed, changes);
  }

  /** The mail server accepted it. */
  markSent(claimed: NewsletterMessage): Promise<boolean> {
    return this.settle(claimed, {
      status: 'sent',
      sentAt: this.clock.now(),
      lockedUntil: null,
      lastError: null,
    });
  }

  /** Not sent, on purpose: the subscriber is no longer eligible (`reason` says why). */
  markSkipped(claimed: NewsletterMessage, reason: string): Promise<boolean> {
    return this.settle(claimed, { status: 'skipped', lockedUntil: null, lastError: reason });
  }

  /**
   * A failed attempt: back to 'pending' after the backoff, or 'failed' once a day has passed since its first
   * attempt (a post that waited for a window counts from then). `final` gives up at once (the post is no
   * longer published).
   */
  async markFailed(
    claimed: NewsletterMessage,
    reason: string,
    final = false,
  ): Promise<{ status: 'pending' | 'failed'; nextAttemptAt: Date }> {
    const now = this.clock.now();
    const firstAttempt = (claimed.firstAttemptAt ?? now).getTime();
    const givingUp = final || now.getTime() - firstAttempt > GIVE_UP_AFTER_MS;
    const outcome = givingUp
      ? { status: 'failed' as const, nextAttemptAt: now }
      : {
          status: 'pending' as const,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
        };
    await this.settle(claimed, {
      ...outcome,
      lockedUntil: null,
      lastError: reason.slice(0, 500),
    });
    return outcome;
  }

  /** An attempt cut short by shutdown never happened: the row is due again at once, for any server. */
  async release(claimed: NewsletterMessage): Promise<void> {
    await this.settle(claimed, {
      status: 'pending',
      nextAttemptAt: this.clock.now(),
      lockedUntil: null,
      attempts: () => 'attempts - 1',
    });
  }

  /**
   * The campaigns' states as the outbox stands: 'done' once no message of it is pending or sending, else
   * 'sending' inside a window and 'waiting' outside (a campaign seen between its own INSERT and its
   * messages' comes back from 'done' here). Statements that match nothing write nothing.
   */
  async settleCampaigns(windowOpen: boolean): Promise<void> {
    await this.campaigns.settleStates(windowOpen ? 'sending' : 'waiting');
  }
}
