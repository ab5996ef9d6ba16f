import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { type NewsletterLanguage, NewsletterSubscriber } from './newsletter-subscriber.entity';
import {
  CAMPAIGN_SUBSCRIBER_INDEX,
  NEWSLETTER_CAMPAIGNS_TABLE,
  NEWSLETTER_MESSAGES_TABLE,
  NEWSLETTER_PREVIEWS_TABLE,
} from '../database/schema/newsletter';

export const CAMPAIGN_STATES = ['waiting', 'sending', 'done'] as const;
/** waiting: queued outside a Ley 2300 window · sending · done: no message of it is pending or sending. */
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** One send of a post to the confirmed subscribers of its language: at most one per post. */
@Entity({ name: NEWSLETTER_CAMPAIGNS_TABLE })
export class NewsletterCampaign {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_newsletter_campaigns_post', { unique: true })
  @Column({ name: 'post_id', type: 'varchar', length: 36 })
  postId: string;

  @Column({ type: 'varchar', length: 2 })
  language: NewsletterLanguage;

  @Column({ name: 'requested_by', type: 'varchar', length: 254 })
  requestedBy: string;

  @Column({ name: 'requested_at', type: Date })
  requestedAt: Date;

  @Column({ type: 'varchar', length: 10 })
  state: CampaignState;

  /** How many messages were queued. */
  @Column({ type: 'integer', default: 0 })
  total: number;
}

export const MESSAGE_KINDS = ['confirm', 'post'] as const;
/** confirm: the double opt-in email (any hour) · post: a campaign's email (Ley 2300 windows only). */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
/**
 * pending: waiting for its time · sending: claimed by a server until lockedUntil · sent: the mail server
 * accepted it · failed: given up on after a day of attempts · skipped: the subscriber is no longer eligible.
 */
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The newsletter's outbox: one email to one subscriber. */
@Entity({ name: NEWSLETTER_MESSAGES_TABLE })
@Index('IDX_newsletter_messages_due', ['status', 'nextAttemptAt'])
@Index(CAMPAIGN_SUBSCRIBER_INDEX, ['campaignId', 'subscriberId'], { unique: true })
export class NewsletterMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_newsletter_messages_subscriber')
  @Column({ name: 'subscriber_id', type: 'integer' })
  subscriberId: number;

  @ManyToOne(() => NewsletterSubscriber, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriber_id' })
  subscriber?: NewsletterSubscriber;

  @Column({ type: 'varchar', length: 10 })
  kind: MessageKind;

  @Column({ name: 'campaign_id', type: 'integer', nullable: true })
  campaignId: number | null;

  @ManyToOne(() => NewsletterCampaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: NewsletterCampaign;

  @Column({ type: 'varchar', length: 10 })
  status: MessageStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: Date })
  nextAttemptAt: Date;

  /** While status is 'sending': after this moment another server may take the row over. */
  @Column({ name: 'locked_until', type: Date, nullable: true })
  lockedUntil: Date | null;

  /** When it was first tried: a day of failures after it, the row is given up on. */
  @Column({ name: 'first_attempt_at', type: Date, nullable: true })
  firstAttemptAt: Date | null;

  /** The last failure (an SMTP reply), or why the row was skipped ('unsubscribed since'). */
  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: Date, nullable: true })
  sentAt: Date | null;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;
}

/** A preview of a post a staff member emailed themselves: a send needs one first. */
@Entity({ name: NEWSLETTER_PREVIEWS_TABLE })
export class NewsletterPreview {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_newsletter_previews_post')
  @Column({ name: 'post_id', type: 'varchar', length: 36 })
  postId: string;

  /** The post's revision the preview showed. */
  @Column({ type: 'integer' })
  revision: number;

  @Column({ name: 'sent_to', type: 'varchar', length: 254 })
  sentTo: string;

  @Column({ name: 'sent_at', type: Date })
  sentAt: Date;
}
