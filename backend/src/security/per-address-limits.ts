import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { clientKey } from './client-address';
import { type RateLimiterService } from './rate-limiter.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How many in each window (0 or absent: no limit in that window). */
export interface WindowLimits {
  perMinute?: number;
  perHour?: number;
  perDay?: number;
}

/**
 * Per-client-address limits on accepted requests, in fixed windows of a minute, an hour or a day (0 turns one
 * off), counted under buckets of their own ("<name>:minute:<client>"). A request takes its place in every
 * window before its work runs and gives it back if the work fails, so only accepted requests count and
 * concurrent requests cannot slip past the ceiling.
 */
export class PerAddressLimits {
  private readonly windows: { name: string; limit: number; ms: number }[];

  constructor(
    private readonly limiter: RateLimiterService,
    private readonly name: string,
    limits: WindowLimits,
    private readonly message: string,
  ) {
    this.windows = [
      { name: 'minute', limit: limits.perMinute ?? 0, ms: MINUTE },
      { name: 'hour', limit: limits.perHour ?? 0, ms: HOUR },
      { name: 'day', limit: limits.perDay ?? 0, ms: DAY },
    ].filter((window) => window.limit > 0);
  }

  /** Runs `work` when the address has room in every window; throws a 429 otherwise. */
  async within<T>(address: string | undefined, work: () => Promise<T>): Promise<T> {
    const taken = await this.take(address);
    if (!Array.isArray(taken)) throw new TooManyRequestsException(taken.retryAfterMs, this.message);
    return this.giveBackIfThrows(taken, work);
  }

  /**
   * Takes a place in every window, or in none: answers the buckets taken, or how long until the first full
   * window has room again.
   */
  protected async take(address: string | undefined): Promise<string[] | { retryAfterMs: number }> {
    const client = clientKey(address);
    const taken: string[] = [];
    for (const { name, limit, ms } of this.windows) {
      const bucket = `${this.name}:${name}:${client}`;
      const result = await this.limiter.consume(bucket, limit, ms);
      if (!result.allowed) {
        await this.giveBack(taken);
        return { retryAfterMs: result.retryAfterMs };
      }
      taken.push(bucket);
    }
    return taken;
  }

  /** Runs `work`; should it throw, the places taken are given back. */
  protected async giveBackIfThrows<T>(taken: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await this.giveBack(taken);
      throw error;
    }
  }

  private async giveBack(buckets: string[]): Promise<void> {
    await Promise.all(buckets.map((bucket) => this.limiter.refund(bucket)));
  }
}
