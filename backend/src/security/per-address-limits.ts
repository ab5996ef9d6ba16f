import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { clientKey } from './client-address';
import { type RateLimiterService } from './rate-limiter.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Per-client-address limits on accepted requests, a per-minute and a per-day window (0 turns one off),
 * counted under buckets of their own ("<name>:minute:<client>"). A request takes its place in every window
 * before its work runs and gives it back if the work fails, so only accepted requests count and
 * concurrent requests cannot slip past the ceiling.
 */
export class PerAddressLimits {
  private readonly windows: { name: string; limit: number; ms: number }[];

  constructor(
    private readonly limiter: RateLimiterService,
    private readonly name: string,
    limits: { perMinute: number; perDay: number },
    private readonly message: string,
  ) {
    this.windows = [
      { name: 'minute', limit: limits.perMinute, ms: MINUTE },
      { name: 'day', limit: limits.perDay, ms: DAY },
    ].filter((window) => window.limit > 0);
  }

  /** Runs `work` when the address has room in every window; throws a 429 otherwise. */
  async within<T>(address: string | undefined, work: () => Promise<T>): Promise<T> {
    if (this.windows.length === 0) return work();
    const client = clientKey(address);
    const taken: string[] = [];
    try {
      for (const { name, limit, ms } of this.windows) {
        const bucket = `${this.name}:${name}:${client}`;
        const result = await this.limiter.consume(bucket, limit, ms);
        if (!result.allowed) throw new TooManyRequestsException(result.retryAfterMs, this.message);
        taken.push(bucket);
      }
      return await work();
    } catch (error) {
      await Promise.all(taken.map((bucket) => this.limiter.refund(bucket)));
      throw error;
    }
  }
}
