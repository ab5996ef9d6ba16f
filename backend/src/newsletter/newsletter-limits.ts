import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PerAddressLimits } from '../security/per-address-limits';
import { RateLimiterService } from '../security/rate-limiter.service';

export const NEWSLETTER_LIMIT_MESSAGE =
  'Too many subscription requests from this address: try again in {seconds} seconds';

/** Per-address limits on accepted subscriptions (NEWSLETTER_RATE_LIMIT_PER_MINUTE / _PER_DAY). */
@Injectable()
export class NewsletterLimits extends PerAddressLimits {
  constructor(limiter: RateLimiterService, @Inject(APP_CONFIG) config: AppConfig) {
    super(
      limiter,
      'newsletter',
      { perMinute: config.limits.newsletterPerMinute, perDay: config.limits.newsletterPerDay },
      NEWSLETTER_LIMIT_MESSAGE,
    );
  }
}
