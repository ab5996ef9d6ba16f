import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PerAddressLimits } from '../security/per-address-limits';
import { RateLimiterService } from '../security/rate-limiter.service';

export const CONTACT_LIMIT_MESSAGE =
  'Too many consultation requests from this address: try again in {seconds} seconds';

/** Per-address limits on accepted consultation requests (CONTACT_RATE_LIMIT_PER_MINUTE / _PER_DAY). */
@Injectable()
export class ContactLimits extends PerAddressLimits {
  constructor(limiter: RateLimiterService, @Inject(APP_CONFIG) config: AppConfig) {
    super(
      limiter,
      'contact',
      { perMinute: config.limits.contactPerMinute, perDay: config.limits.contactPerDay },
      CONTACT_LIMIT_MESSAGE,
    );
  }
}
