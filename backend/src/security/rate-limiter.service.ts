import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Larger than any count a window can reach: "count this, never refuse". */
const UNBOUNDED = 2_147_483_647;
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Fixed-window counters in the database. Every change is one statement, so it is atomic on its own: on
 * SQLite's shared connection it never joins another request's transaction, and on PostgreSQL two server
 * instances counting the same bucket at once still add up.
 */
@Injectable()
export class RateLimiterService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private pruneTimer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
  async take(bucket: string, limit: number, windowMs: number, now = Date.now()): Promise<number> {
    // TypeORM's SQLite runner keeps no rows of a statement that starts with INSERT; the comment in front
    // makes it collect RETURNING's row (PostgreSQL ignores it).
    const rows = (await this.dataSource.query(
      ...this.escape(
        `/* take */ INSERT INTO rate_limits (bucket, hits, resets_at) VALUES (:bucket, 1, :resetsAt)
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN rate_limits.resets_at <= :now THEN 1 ELSE rate_limits.hits + 1 END,
           resets_at = CASE WHEN rate_limits.resets_at <= :now THEN :resetsAt ELSE rate_limits.resets_at END
         WHERE rate_limits.resets_at <= :now OR rate_limits.hits < :limit
         RETURNING hits`,
        { bucket, now, resetsAt: now + windowMs, limit },
      ),
    )) as Array<{ hits: number | string }>;
    return rows.length > 0 ? Number(rows[0].hits) : 0;
  }

  /** Counts one hit with no ceiling; answers the count including it. */
  hit(bucket: string, windowMs: number, now = Date.now()): Promise<number> {
    return this.take(bucket, UNBOUNDED, windowMs, now);
  }

  /** Whether the bucket is full, without counting anything. */
  async check(bucket: string, limit: number, now = Date.now()): Promise<LimitResult> {
    const [row] = (await this.dataSource.query(
      ...this.escape(`SELECT hits, resets_at FROM rate_limits WHERE bucket = :bucket`, { bucket }),
    )) as Array<{ hits: number | string; resets_at: number | string }>;
    const resetsAt = row ? Number(row.resets_at) : 0;
    if (!row || resetsAt <= now || Number(row.hits) < limit) return { allowed: true };
    return { allowed: false, retryAfterMs: resetsAt - now };
  }

  /** Gives back one hit, for work that was counted but then not done. */
  async refund(bucket: string): Promise<void> {
    await this.execute(`UPDATE rate_limits SET hits = hits - 1 WHERE bucket = :bucket AND hits > 0`, {
      bucket,
    });
  }

  async clear(bucket: string): Promise<void> {
    await this.execute(`DELETE FROM rate_limits WHERE bucket = :bucket`, { bucket });
  }

  /** Deletes the counters whose window has ended; returns how many. */
  prune(now = Date.now()): Promise<number> {
    return this.execute(`DELETE FROM rate_limits WHERE resets_at <= :now`, { now });
  }

  private escape(sql: string, parameters: Record<string, unknown>): [string, unknown[]] {
    return this.dataSource.driver.escapeQueryWithParameters(sql, parameters, {});
  }

  /** Runs a write and returns how many rows it changed (the same figure on both engines). */
  private async execute(sql: string, parameters: Record<string, unknown>): Promise<number> {
    const [query, values] = this.escape(sql, parameters);
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = (await runner.query(query, values, true)) as { affected?: number };
      return result.affected ?? 0;
    } finally {
      await runner.release();
    }
  }
}
