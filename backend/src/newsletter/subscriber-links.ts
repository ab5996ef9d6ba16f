import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { hashToken, isSecretShaped, newSecret } from '../common/secret-token';
import { NewsletterLinkToken } from './newsletter-link-token.entity';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

/**
 * The secrets of the links a subscriber is emailed. Each is made just before its email is sent and only its
 * SHA-256 is written, so the raw secret exists in the email alone: a copy of the database opens no link.
 */
@Injectable()
export class SubscriberLinks {
  constructor(
    @InjectRepository(NewsletterLinkToken) private readonly tokens: Repository<NewsletterLinkToken>,
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly clock: Clock,
  ) {}

  /** A new secret for one email's unsubscribe and preferences links (it works as long as the subscriber). */
  async issue(subscriberId: number): Promise<string> {
    const token = newSecret();
    await this.tokens.insert({ tokenHash: hashToken(token), subscriberId, createdAt: this.clock.now() });
    return token;
  }

  /** The subscriber whose links carry this secret, or null. */
  async subscriberOf(token: unknown): Promise<NewsletterSubscriber | null> {
    if (!isSecretShaped(token)) return null;
    const link = await this.tokens.findOne({
      where: { tokenHash: hashToken(token) },
      relations: { subscriber: true },
    });
    return link?.subscriber ?? null;
  }

  /**
   * A new secret for the confirmation link of a subscriber whose request is still open (not confirmed, a
   * link not used, expired nor withdrawn by an unsubscribe), replacing the one before: the email being sent
   * carries the link that works. Undefined when no request is open.
   */
  async confirmationSecret(subscriberId: number): Promise<string | undefined> {
    const token = newSecret();
    const result = await this.subscribers
      .createQueryBuilder()
      .update(NewsletterSubscriber)
      .set({ confirmTokenHash: hashToken(token) })
      .where('id = :id AND confirm_token_hash IS NOT NULL AND confirm_expires_at > :now', {
        id: subscriberId,
        now: this.clock.now(),
      })
      .andWhere("status <> 'confirmed'")
      .execute();
    return result.affected === 1 ? token : undefined;
  }
}
