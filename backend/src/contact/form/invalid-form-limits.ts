import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PerAddressLimits } from '../../security/per-address-limits';
import { RateLimiterService } from '../../security/rate-limiter.service';

/**
 * Per-address limits on invalid posts of the form without JavaScript (CONTACT_INVALID_RATE_LIMIT_PER_MINUTE
 * / _PER_DAY), counted apart from accepted requests: each is answered with the whole page the form was on,
 * so a client posting garbage in a loop is stopped, while a person correcting the form a few times never
 * meets the limit and keeps the accepted requests' own.
 */
@Injectable()
export class InvalidFormLimits extends PerAddressLimits {
  constructor(limiter: RateLimiterService, @Inject(APP_CONFIG) config: AppConfig) {
    super(
      limiter,
      'contact-invalid',
      { perMinute: config.limits.contactInvalidPerMinute, perDay: config.limits.contactInvalidPerDay },
      'Too many invalid consultation forms from this address: try again in {seconds} seconds',
    );
  }
}
