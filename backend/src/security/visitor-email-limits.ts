import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PerAddressLimits } from './per-address-limits';
import { RateLimiterService } from './rate-limiter.service';

/**
 * The cap on emails the site sends to visitors' addresses (the consultation's acknowledgment and the
 * newsletter's confirmation, together) per client address: VISITOR_EMAILS_PER_HOUR / _PER_DAY. The
 * per-mailbox caps (MailboxCaps) stop one mailbox being flooded; this stops one client making the firm's
 * server mail many strangers. Over it the request is still accepted and stored, only its email is not sent.
 */
@Injectable()
export class VisitorEmailLimits extends PerAddressLimits {
  constructor(limiter: RateLimiterService, @Inject(APP_CONFIG) config: AppConfig) {
    super(
      limiter,
      'visitor-email',
      { perHour: config.limits.visitorEmailsPerHour, perDay: config.limits.visitorEmailsPerDay },
      // Never shown: over the cap nothing is refused.
      '',
    );
  }

  /**
   * Runs `work(send)`: `send` is true when the client has room for one more email in every window (that
   * place is then taken, and given back should `work` throw), false when the email must not go.
   */
  async deciding<T>(address: string | undefined, work: (send: boolean) => Promise<T>): Promise<T> {
    const taken = await this.take(address);
    if (!Array.isArray(taken)) return work(false);
    return this.giveBackIfThrows(taken, () => work(true));
  }
}

/** Why a visitor's email was not sent, as staff read it (the panel recognises it). */
export const VISITOR_EMAIL_CAP_REASON = 'this client address reached its cap on emails to visitors';
