import {
  BadGatewayException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BlogService } from '../content/blog/blog.service';
import { type StaffPost } from '../content/blog/staff-post';
import { ContentService } from '../content/content.service';
import { describeDeliveryError } from '../notifications/delivery-error';
import { type CampaignDto } from './campaigns.dto';
import { CampaignExists, CampaignsRepository } from './campaigns.repository';
import { ley2300Window } from './ley-2300-windows';
import { NewsletterOutbox, UNSUBSCRIBED_SINCE } from './newsletter-outbox';
import { isPublished } from './newsletter-dispatcher';
import { composePostEmail } from './post-email';
import { NewsletterMessagesRepository } from './newsletter-messages.repository';
import { NewsletterMailer } from './sending-mailer';
import { type NewsletterCampaign } from './sending-entities';
import { registerErrorCodes } from '../common/error-codes';

/** Refusals the panel words itself (common/error-codes.ts). */
export const CAMPAIGN_MESSAGES = { emailOff: 'Email is not configured' } as const;
registerErrorCodes('newsletter', CAMPAIGN_MESSAGES);

/** The preview's links lead nowhere: staff are not subscribers. */
const PREVIEW_TOKEN = 'preview';

/** Staff send a published post to the confirmed subscribers of its language: a preview first, then once. */
@Injectable()
export class CampaignsService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly messages: NewsletterMessagesRepository,
    private readonly outbox: NewsletterOutbox,
    private readonly mailer: NewsletterMailer,
    private readonly blog: BlogService,
    private readonly content: ContentService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The post as subscribers get it, to the staff member's own address, at once (any hour: not advertising). */
  async preview(postId: string, staff: string): Promise<{ to: string }> {
    const post = await this.publishedPost(postId);
    const firm = this.content.snapshot().firm;
    const email = composePostEmail(post, PREVIEW_TOKEN, firm, this.config.publicUrl, true);
    const sentAt = this.clock.now();
    try {
      await this.mailer.send({
        ...email,
        to: staff,
        messageId: `newsletter-preview-${post.id}.${post.revision}.${sentAt.getTime()}`,
      });
    } catch (error) {
      this.logger.warn(`Preview of post ${post.id} failed: ${describeDeliveryError(error)}`);
      throw new BadGatewayException('The mail server did not take the preview: try again shortly');
    }
    await this.campaigns.addPreview({ postId: post.id, revision: post.revision, sentTo: staff, sentAt });
    await this.audit.record(staff, 'newsletter_preview_sent', `post ${post.id}`, post.title);
    return { to: staff };
  }

  /** Queues the post for every confirmed subscriber of its language; once per post, after a preview. */
  async send(postId: string, staff: string): Promise<CampaignDto> {
    const post = await this.publishedPost(postId);
    if (await this.campaigns.existsForPost(post.id)) throw alreadySent();
    if (!(await this.campaigns.previewed(post.id, post.revision))) {
      throw new ConflictException(
        'Send yourself a preview of the post as it is now first, then send it to the subscribers',
      );
    }
    const now = this.clock.now();
    let campaign: NewsletterCampaign;
    try {
      campaign = await this.campaigns.insert({
        postId: post.id,
        language: post.language,
        requestedBy: staff,
        requestedAt: now,
        state: ley2300Window(now).open ? 'sending' : 'waiting',
      });
    } catch (error) {
      if (error instanceof CampaignExists) throw alreadySent();
      throw error;
    }
    try {
      campaign.total = await this.outbox.queueCampaign(campaign.id, post.language);
    } catch (error) {
      // Without its messages the campaign would read as sent: gone, so staff can send again.
      await this.campaigns.remove(campaign.id);
      throw error;
    }
    // A run of the outbox between the campaign's INSERT and its messages' may have marked it 'done': its
    // state is settled again now that the messages are there, before staff are answered.
    await this.outbox.settleCampaigns(ley2300Window(now).open);
    campaign.state = (await this.campaigns.byId(campaign.id))?.state ?? campaign.state;
    await this.audit.record(
      staff,
      'newsletter_send_requested',
      `post ${post.id}`,
      `${post.title} (${campaign.total} ${post.language})`,
    );
    return this.view(campaign);
  }

  async status(postId: string): Promise<CampaignDto> {
    const campaign = await this.campaigns.byPost(postId);
    if (!campaign) throw new NotFoundException('This post was never sent to the newsletter');
    return this.view(campaign);
  }

  private async publishedPost(postId: string): Promise<StaffPost> {
    const post = await this.blog.get(postId);
    if (!isPublished(post, this.clock.now())) {
      throw new ConflictException('Only a published post can be sent to the newsletter');
    }
    if (!this.mailer.configured) throw new ConflictException(CAMPAIGN_MESSAGES.emailOff);
    return post;
  }

  private async view(campaign: NewsletterCampaign): Promise<CampaignDto> {
    const rows = await this.messages.campaignCounts(campaign.id);
    const counts = { total: campaign.total, queued: 0, sent: 0, failed: 0, unsubscribed: 0 };
    for (const row of rows) {
      const { count } = row;
      if (row.status === 'pending' || row.status === 'sending') counts.queued += count;
      else if (row.status === 'sent') counts.sent += count;
      else if (row.status === 'skipped' && row.reason === UNSUBSCRIBED_SINCE) counts.unsubscribed += count;
      else counts.failed += count;
    }
    return {
      id: campaign.id,
      postId: campaign.postId,
      language: campaign.language,
      requestedAt: campaign.requestedAt.toISOString(),
      requestedBy: campaign.requestedBy,
      state: campaign.state,
      nextWindowAt:
        campaign.state === 'waiting' ? ley2300Window(this.clock.now()).nextOpensAt.toISOString() : null,
      counts,
    };
  }
}

function alreadySent(): ConflictException {
  return new ConflictException('This post was already sent to the newsletter');
}
