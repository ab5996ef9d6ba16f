import { Inject, Injectable } from '@nestjs/common';
import { mailboxHash } from '../common/mailbox-key';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PerAddressLimits } from '../security/per-address-limits';
import { RateLimiterService } from '../security/rate-limiter.service';

/** Why a booking's email waits, as the row records it. */
export const BOOKING_EMAIL_CAP_REASON = 'this mailbox reached its cap on emails to visitors';

/**
 * The cap on a booking's emails to one mailbox, whatever tags, dots or capitals its address was typed with:
 * VISITOR_EMAILS_PER_HOUR / _PER_DAY, the numbers that cap the acknowledgments and confirmations a client
 * makes the site send. Whoever books with a stranger's address holds the booking's link and could move it
 * again and again; each move is an email, so the mailbox, not the client, is what is counted (the mailer
 * does not know the client). Every server counts in the shared rate-limit table.
 */
@Injectable()
export class BookingEmailLimits extends PerAddressLimits {
  constructor(limiter: RateLimiterService, @Inject(APP_CONFIG) config: AppConfig) {
    super(
      limiter,
      'booking-email',
      { perHour: config.limits.visitorEmailsPerHour, perDay: config.limits.visitorEmailsPerDay },
      // Never shown: over the cap the email waits (or a reminder is left out); nothing is refused.
      '',
    );
  }

  /**
   * Runs `send` when `email`'s mailbox has room for one more email in every window (the place is given back
   * should `send` throw); otherwise answers how long until it has.
   */
  async sending(email: string, send: () => Promise<void>): Promise<{ retryAfterMs: number } | undefined> {
    const taken = await this.take(mailboxHash(email));
    if (!Array.isArray(taken)) return taken;
    await this.giveBackIfThrows(taken, send);
    return undefined;
  }
}
