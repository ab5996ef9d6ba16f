import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { hashToken, isSecretShaped, newSecret } from '../common/secret-token';
import { type NewsletterSubscriber } from './newsletter-subscriber.entity';
import { SubscribersRepository } from './subscribers.repository';

/**
 * The secrets of the links a subscriber is emailed. Each is made just before its email is sent and only its
 * SHA-256 is written, so the raw secret exists in the email alone: a copy of the database opens no link.
 */
@Injectable()
export class SubscriberLinks {
  constructor(
    private readonly subscribers: SubscribersRepository,
    private readonly clock: Clock,
  ) {}

  /** A new secret for one email's unsubscribe and preferences links (it works as long as the subscriber). */
  async issue(subscriberId: number): Promise<string> {
    const token = newSecret();
    await this.subscribers.addLink(hashToken(token), subscriberId, this.clock.now());
    return token;
  }

  /** The subscriber whose links carry this secret, or null. */
  async subscriberOf(token: unknown): Promise<NewsletterSubscriber | null> {
    if (!isSecretShaped(token)) return null;
    return this.subscribers.byLinkHash(hashToken(token));
  }

  /**
   * A new secret for the confirmation link of a subscriber whose request is still open (not confirmed, a
   * link not used, expired nor withdrawn by an unsubscribe), replacing the one before: the email being sent
   * carries the link that works. Undefined when no request is open.
   */
  async confirmationSecret(subscriberId: number): Promise<string | undefined> {
    const token = newSecret();
    const renewed = await this.subscribers.renewConfirmHash(subscriberId, hashToken(token), this.clock.now());
    return renewed ? token : undefined;
  }
}
