import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NEWSLETTER_SUBSCRIBERS_TABLE } from '../database/schema/newsletter';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const NEWSLETTER_LANGUAGES = ['es', 'en'] as const;
export type NewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];

/**
 * One row per address (lower-cased, unique). pending: asked to subscribe, not confirmed; nothing but the
 * confirmation email ever goes to it · confirmed: gets the newsletter of its language · unsubscribed: the
 * suppression list; never mailed again unless the person subscribes and confirms anew. A new request for an
 * unsubscribed address leaves it unsubscribed (dates and proof untouched) with an open confirmation link;
 * only that link, used, makes it confirmed again. Every confirmation and unsubscribe is also kept in
 * newsletter_subscriber_events. The links the subscriber's emails carry are in newsletter_link_tokens.
 */
@Entity({ name: NEWSLETTER_SUBSCRIBERS_TABLE })
@Index('IDX_newsletter_subscribers_status_language', ['status', 'language'])
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  /** Lower-cased and trimmed: one row per address. */
  @Index('UQ_newsletter_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 2 })
  language: NewsletterLanguage;

  @Column({ type: 'varchar', length: 12 })
  status: SubscriberStatus;

  /**
   * When the address asked for the subscription it has (pending: the request; confirmed: the request it
   * confirmed). An unsubscribed row keeps its last one; its new request's time is confirmationSentAt.
   */
  @Column({ name: 'requested_at', type: Date })
  requestedAt: Date;

  /**
   * SHA-256 (hex) of the confirmation link's secret; null once used (single use) or when none is open. The
   * secret is made when the email is sent (never stored as is); until then the hash of one nobody holds.
   */
  @Index('UQ_newsletter_subscribers_confirm_token', { unique: true })
  @Column({ name: 'confirm_token_hash', type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  @Column({ name: 'confirm_expires_at', type: Date, nullable: true })
  confirmExpiresAt: Date | null;

  /** When the last confirmation email was queued: at most one per address per day. */
  @Column({ name: 'confirmation_sent_at', type: Date, nullable: true })
  confirmationSentAt: Date | null;

  /** The proof of consent, recorded when the person confirms (Ley 1581 de 2012, Decreto 1377 de 2013). */
  @Column({ name: 'confirmed_at', type: Date, nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'privacy_policy_version', type: 'varchar', length: 10, nullable: true })
  privacyPolicyVersion: string | null;

  /** The consent sentence shown beside the checkbox, in the language it was shown in. */
  @Column({ name: 'consent_text', type: 'text', nullable: true })
  consentText: string | null;

  @Column({ name: 'consent_language', type: 'varchar', length: 2, nullable: true })
  consentLanguage: NewsletterLanguage | null;

  @Column({ name: 'unsubscribed_at', type: Date, nullable: true })
  unsubscribedAt: Date | null;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;
}
