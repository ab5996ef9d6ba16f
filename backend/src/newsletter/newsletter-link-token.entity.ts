import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NEWSLETTER_LINK_TOKENS_TABLE } from '../database/schema/newsletter';

/**
 * A secret of the unsubscribe and preferences links a subscriber was emailed, by its SHA-256 only: each post
 * email gets one of its own, made as it is sent, so the raw secret lives only in the email. A link keeps
 * working as long as its subscriber's row (erasure deletes them with it).
 */
@Entity({ name: NEWSLETTER_LINK_TOKENS_TABLE })
export class NewsletterLinkToken {
  /** SHA-256 (hex) of the link's secret. */
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Index('IDX_newsletter_link_tokens_subscriber')
  @Column({ name: 'subscriber_id', type: 'integer' })
  subscriberId: number;

  @ManyToOne(() => NewsletterSubscriber, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriber_id' })
  subscriber?: NewsletterSubscriber;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;
}
