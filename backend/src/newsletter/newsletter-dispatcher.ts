import { Inject, Injectable, Logger, NotFoundException, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Clock } from '../common/clock';
import { OutboxWorker } from '../common/outbox-worker';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BlogService } from '../content/blog/blog.service';
import { type StaffPost } from '../content/blog/staff-post';
import { ContentService } from '../content/content.service';
import { CampaignsRepository } from './campaigns.repository';
import { DeliveryError, describeDeliveryError } from '../notifications/delivery-error';
import { MailboxCaps } from '../security/mailbox-caps';
import { composeConfirmationEmail } from './confirmation-email';
import { ley2300Window } from './ley-2300-windows';
import { NewsletterOutbox, UNSUBSCRIBED_SINCE } from './newsletter-outbox';
import { composePostEmail } from './post-email';
import { type Outgoing, NewsletterMailer } from './sending-mailer';
import { SubscriberLinks } from './subscriber-links';
import { SubscribersRepository } from './subscribers.repository';
import { type NewsletterMessage } from './sending-entities';

/** How often the outbox is looked at besides the kicks: retries, a window opening, other servers' leftovers. */
export const POLL_MS = 2_000;
/** Rows read at a time; each is claimed (one conditional UPDATE) just before it is sent. */
const BATCH = 20;
/** Batches per run at most; a run that used them all asks for another at once. */
const MAX_BATCHES = 20;

/** Why a confirmation is not sent: its mailbox was sent one within the day (under another address, perhaps). */
const MAILBOX_CONFIRMED_TODAY = 'this mailbox had a confirmation in the last 24 hours';

/** Whether a post is live on the site (published, or scheduled for a time already past). */
export function isPublished(post: Pick<StaffPost, 'status' | 'publishAt'>, now: Date): boolean {
  if (post.status === 'published') return true;
  return post.status === 'scheduled' && post.publishAt !== null && new Date(post.publishAt) <= now;
}

/** The post a campaign sends, or why it cannot be sent any more. */
type CampaignPost = { post: StaffPost } | { gone: string };

/**
 * Sends the newsletter's outbox: confirmation emails at any hour, posts only inside the Ley 2300 windows
 * (America/Bogota). At start-up, every POLL_MS and soon after a kick; one run at a time per process,
 * several processes sharing the work through the outbox's claims. Each email is marked sent as soon as
 * the mail server accepted it, so a crash resends at most the one email in flight, and only when the
 * server had not accepted it. Only a server does this: the staff CLI boots the same modules.
 */
@Injectable()
export class NewsletterDispatcher extends OutboxWorker {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly outbox: NewsletterOutbox,
    private readonly mailboxCaps: MailboxCaps,
    private readonly mailer: NewsletterMailer,
    private readonly blog: BlogService,
    private readonly content: ContentService,
    private readonly clock: Clock,
    private readonly links: SubscriberLinks,
    private readonly subscribers: SubscribersRepository,
    private readonly campaigns: CampaignsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() adapterHost?: HttpAdapterHost,
  ) {
    super(POLL_MS, adapterHost);
    outbox.wake = () => this.kick();
  }

  protected runFailed(error: unknown): void {
    this.logger.error(`Newsletter outbox run failed: ${describeDeliveryError(error)}`);
  }

  protected async run(): Promise<void> {
    if (!this.mailer.configured) {
      await this.outbox.skipAll('email is not configured');
      return;
    }
    const posts = new Map<number, Promise<CampaignPost>>();
    await this.outbox.settleCampaigns(ley2300Window(this.clock.now()).open);
    for (let batch = 0; ; batch++) {
      if (batch === MAX_BATCHES) {
        this.again = true;
        break;
      }
      const windowOpen = ley2300Window(this.clock.now()).open;
      const due = await this.outbox.due(BATCH, windowOpen);
      for (const row of due) {
        if (this.stopping.signal.aborted) return;
        // A window closing during the run: its posts wait for the next one.
        if (row.kind === 'post' && !ley2300Window(this.clock.now()).open) continue;
        const claimed = await this.outbox.claim(row);
        if (claimed) await this.deliver(claimed, posts);
      }
      if (due.length < BATCH) break;
    }
    await this.outbox.settleCampaigns(ley2300Window(this.clock.now()).open);
  }

  private async deliver(row: NewsletterMessage, posts: Map<number, Promise<CampaignPost>>): Promise<void> {
    const label = `Newsletter message ${row.id} (${row.kind}, attempt ${row.attempts})`;
    const subscriber = await this.subscribers.byId(row.subscriberId);
    // Erased meanwhile: its rows go with it (ON DELETE CASCADE); this one is settled should it still be there.
    if (!subscriber) {
      await this.outbox.markSkipped(row, 'subscriber erased');
      return;
    }
    let message: Outgoing;
    if (row.kind === 'confirm') {
      // The link's secret is made now, and only its hash stored: none when the request is no longer open
      // (confirmed, used, expired, or withdrawn by an unsubscribe).
      const token = await this.links.confirmationSecret(subscriber.id);
      if (!token) {
        const reason = subscriber.status === 'confirmed' ? 'subscriber confirmed' : 'no open request';
        await this.outbox.markSkipped(row, reason);
        this.logger.log(`${label} skipped: ${reason}`);
        return;
      }
      // One confirmation a day per mailbox, whatever +tag or dots the address was typed with.
      if (!(await this.mailboxCaps.hold('confirmation', subscriber.email, row.id))) {
        await this.outbox.markSkipped(row, MAILBOX_CONFIRMED_TODAY);
        this.logger.log(`${label} skipped: ${MAILBOX_CONFIRMED_TODAY}`);
        return;
      }
      const firm = this.content.snapshot().firm;
      const email = composeConfirmationEmail(subscriber, token, firm, this.config.publicUrl);
      message = {
        ...email,
        to: subscriber.email,
        // RFC 3834: an automatic message, which vacation responders must not answer.
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
        messageId: `newsletter-confirm-${row.id}`,
      };
    } else {
      const campaign = row.campaignId === null ? null : await this.campaignPost(row.campaignId, posts);
      if (!campaign || 'gone' in campaign) {
        const reason = campaign?.gone ?? 'the send was withdrawn';
        await this.outbox.markFailed(row, reason, true);
        this.logger.warn(`${label} failed: ${reason}`);
        return;
      }
      const { post } = campaign;
      if (subscriber.status !== 'confirmed' || subscriber.language !== post.language) {
        await this.outbox.markSkipped(row, UNSUBSCRIBED_SINCE);
        this.logger.log(`${label} skipped: ${UNSUBSCRIBED_SINCE}`);
        return;
      }
      const firm = this.content.snapshot().firm;
      // This email's own unsubscribe secret, stored hashed (a retry makes another).
      const token = await this.links.issue(subscriber.id);
      const email = composePostEmail(post, token, firm, this.config.publicUrl);
      message = { ...email, to: subscriber.email, messageId: `newsletter-${row.campaignId}.${row.id}` };
    }
    try {
      await this.mailer.send(message, this.stopping.signal);
    } catch (error) {
      if (this.stopping.signal.aborted && !(error instanceof DeliveryError)) {
        await this.outbox.release(row);
        return;
      }
      const reason = describeDeliveryError(error);
      const outcome = await this.outbox.markFailed(row, reason);
      this.logger.warn(
        outcome.status === 'failed'
          ? `${label} failed: ${reason}; given up (a day of attempts)`
          : `${label} failed: ${reason}; next attempt at ${outcome.nextAttemptAt.toISOString()}`,
      );
      return;
    }
    await this.outbox.markSent(row);
    this.logger.log(`${label} sent`);
  }

  /** The campaign's post as it is now (read once per run), if it is still published. */
  private campaignPost(campaignId: number, posts: Map<number, Promise<CampaignPost>>): Promise<CampaignPost> {
    let found = posts.get(campaignId);
    if (!found) {
      found = this.readCampaignPost(campaignId);
      posts.set(campaignId, found);
    }
    return found;
  }

  private async readCampaignPost(campaignId: number): Promise<CampaignPost> {
    const campaign = await this.campaigns.byId(campaignId);
    if (!campaign) return { gone: 'the send was withdrawn' };
    try {
      const post = await this.blog.get(campaign.postId);
      return isPublished(post, this.clock.now()) ? { post } : { gone: 'the post is no longer published' };
    } catch (error) {
      if (error instanceof NotFoundException) return { gone: 'the post was deleted' };
      throw error;
    }
  }
}
