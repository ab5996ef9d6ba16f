import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { type NewsletterLanguage, NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NEWSLETTER_SUBSCRIBER_EVENTS_TABLE } from '../database/schema/newsletter';

export const SUBSCRIBER_EVENTS = ['confirmed', 'unsubscribed'] as const;
/** confirmed: the person confirmed an opt-in (with its proof) · unsubscribed: they (or staff) stopped it. */
export type SubscriberEventKind = (typeof SUBSCRIBER_EVENTS)[number];

/**
 * A subscriber's history, one row per confirmation and per unsubscribe, never changed: the row of
 * newsletter_subscribers says where the address stands, this what happened before (an unsubscribe and a
 * later confirmed opt-in, each with its own proof). Deleted with the subscriber (erasure).
 */
@Entity({ name: NEWSLETTER_SUBSCRIBER_EVENTS_TABLE })
export class SubscriberEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_newsletter_subscriber_events_subscriber')
  @Column({ name: 'subscriber_id', type: 'integer' })
  subscriberId: number;

  @ManyToOne(() => NewsletterSubscriber, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriber_id' })
  subscriber?: NewsletterSubscriber;

  @Column({ type: 'varchar', length: 12 })
  event: SubscriberEventKind;

  @Column({ type: Date })
  at: Date;

  /** A confirmation's proof: when it was asked for, the policy version and the sentence shown, its language. */
  @Column({ name: 'requested_at', type: Date, nullable: true })
  requestedAt: Date | null;

  @Column({ name: 'privacy_policy_version', type: 'varchar', length: 10, nullable: true })
  privacyPolicyVersion: string | null;

  @Column({ name: 'consent_text', type: 'text', nullable: true })
  consentText: string | null;

  @Column({ name: 'consent_language', type: 'varchar', length: 2, nullable: true })
  consentLanguage: NewsletterLanguage | null;
}
