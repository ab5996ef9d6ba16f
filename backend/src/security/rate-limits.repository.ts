import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RATE_LIMITS_TABLE } from '../database/schema';

/** A bucket's counter: hits in its window, which ends at resetsAt (ms since the epoch). */
export interface RateLimitCounter {
  hits: number;
  resetsAt: number;
}

/**
 * The rate-limit counters' queries, one SQL for both engines. Every change is one statement, so it is atomic
 * on its own: on SQLite's shared connection it never joins another request's transaction, and on PostgreSQL
 * two server instances counting the same bucket at once still add up.
 */
@Injectable()
export class RateLimitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts one hit when the bucket is under `limit` in its current window (a window ended at `now` starts
   * again at 1, ending at `resetsAt`); answers the count including this hit, or 0 when the bucket is full
   * (nothing counted). The count comes from the same statement, so of many concurrent hits each sees a
   * different one.
   */
  async take(bucket: string, limit: number, now: number, resetsAt: number): Promise<number> {
    // TypeORM's SQLite runner keeps no rows of a statement that starts with INSERT; the comment in front
    // makes it collect RETURNING's row (PostgreSQL ignores it).
    const rows = (await this.dataSource.query(
      ...this.escape(
        `/* take */ INSERT INTO ${RATE_LIMITS_TABLE} (bucket, hits, resets_at) VALUES (:bucket, 1, :resetsAt)
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN rate_limits.resets_at <= :now THEN 1 ELSE rate_limits.hits + 1 END,
           resets_at = CASE WHEN rate_limits.resets_at <= :now THEN :resetsAt ELSE rate_limits.resets_at END
         WHERE rate_limits.resets_at <= :now OR rate_limits.hits < :limit
         RETURNING hits`,
        { bucket, now, resetsAt, limit },
      ),
    )) as Array<{ hits: number | string }>;
    return rows.length > 0 ? Number(rows[0].hits) : 0;
  }

  /** The bucket's counter, if it has one. */
  async find(bucket: string): Promise<RateLimitCounter | undefined> {
    const [row] = (await this.dataSource.query(
      ...this.escape(`SELECT hits, resets_at FROM ${RATE_LIMITS_TABLE} WHERE bucket = :bucket`, { bucket }),
    )) as Array<{ hits: number | string; resets_at: number | string }>;
    return row && { hits: Number(row.hits), resetsAt: Number(row.resets_at) };
  }

  /** Takes one hit off the bucket's count, never below zero. */
  async refund(bucket: string): Promise<void> {
    await this.execute(
      `UPDATE ${RATE_LIMITS_TABLE} SET hits = hits - 1 WHERE bucket = :bucket AND hits > 0`,
      {
        bucket,
      },
    );
  }

  async clear(bucket: string): Promise<void> {
    await this.execute(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE bucket = :bucket`, { bucket });
  }

  /** Deletes the counters whose window has ended at `now`; returns how many. */
  prune(now: number): Promise<number> {
    return this.execute(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE resets_at <= :now`, { now });
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
