import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { RateLimitsRepository } from './rate-limits.repository';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Larger than any count a window can reach: "count this, never refuse". */
const UNBOUNDED = 2_147_483_647;
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Fixed-window counters in the database, shared by every server instance (rate-limits.repository.ts: each
 * change one atomic statement).
 */
@Injectable()
export class RateLimiterService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private pruneTimer?: NodeJS.Timeout;

  constructor(private readonly counters: RateLimitsRepository) {}

  onModuleInit(): void {
    this.pruneTimer = setInterval(() => {
      this.prune().catch((err: unknown) =>
        this.logger.warn(`Pruning rate-limit counters failed: ${String(err)}`),
      );
    }, PRUNE_INTERVAL_MS);
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }

  /**
   * Counts one hit when the bucket is under `limit` in its current window (a window that has ended starts
   * again at 1); refuses, counting nothing, when the bucket is full.
   */
  async consume(bucket: string, limit: number, windowMs: number, now = Date.now()): Promise<LimitResult> {
    if ((await this.take(bucket, limit, windowMs, now)) > 0) return { allowed: true };
    return this.check(bucket, limit, now);
  }

  /**
   * consume(), answering with the bucket's count including this hit (0: refused). The count comes from the
   * same statement, so of many concurrent hits each sees a different one.
   */
  take(bucket: string, limit: number, windowMs: number, now = Date.now()): Promise<number> {
    return this.counters.take(bucket, limit, now, now + windowMs);
  }

  /** Counts one hit with no ceiling; answers the count including it. */
  hit(bucket: string, windowMs: number, now = Date.now()): Promise<number> {
    return this.take(bucket, UNBOUNDED, windowMs, now);
  }

  /** Whether the bucket is full, without counting anything. */
  async check(bucket: string, limit: number, now = Date.now()): Promise<LimitResult> {
    const counter = await this.counters.find(bucket);
    if (!counter || counter.resetsAt <= now || counter.hits < limit) return { allowed: true };
    return { allowed: false, retryAfterMs: counter.resetsAt - now };
  }

  /** Gives back one hit, for work that was counted but then not done. */
  refund(bucket: string): Promise<void> {
    return this.counters.refund(bucket);
  }

  clear(bucket: string): Promise<void> {
    return this.counters.clear(bucket);
  }

  /** Deletes the counters whose window has ended; returns how many. */
  prune(now = Date.now()): Promise<number> {
    return this.counters.prune(now);
  }
}
