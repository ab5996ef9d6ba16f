import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { clientKey } from '../security/client-address';
import { RateLimiterService } from '../security/rate-limiter.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const CONTACT_LIMIT_MESSAGE =
  'Too many consultation requests from this address: try again in {seconds} seconds';

/**
 * Per-address limits on accepted consultation requests (CONTACT_RATE_LIMIT_PER_MINUTE / _PER_DAY; 0 turns
 * one off). A request takes its place in every window before it is stored and gives it back if storing
 * fails, so only accepted submissions count and concurrent requests cannot slip past the ceiling.
 */
@Injectable()
export class ContactLimits {
  private readonly windows: { name: string; limit: number; ms: number }[];

  constructor(
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.windows = [
      { name: 'minute', limit: config.limits.contactPerMinute, ms: MINUTE },
      { name: 'day', limit: config.limits.contactPerDay, ms: DAY },
    ].filter((window) => window.limit > 0);
  }

  /** Runs `work` when the address has room in every window; throws a 429 otherwise. */
  async within<T>(address: string | undefined, work: () => Promise<T>): Promise<T> {
    const client = clientKey(address);
    const taken: string[] = [];
    try {
      for (const { name, limit, ms } of this.windows) {
        const bucket = `contact:${name}:${client}`;
        const result = await this.limiter.consume(bucket, limit, ms);
        if (!result.allowed) throw new TooManyRequestsException(result.retryAfterMs, CONTACT_LIMIT_MESSAGE);
        taken.push(bucket);
      }
      return await work();
    } catch (error) {
      await Promise.all(taken.map((bucket) => this.limiter.refund(bucket)));
      throw error;
    }
  }
}
