import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { settleClaim } from '../common/outbox-claims';
import { QUEUE_CAMPAIGN_SQL } from '../database/schema/newsletter';
import { DUE } from '../common/outbox-claims';
import { type NewsletterLanguage } from './newsletter-subscriber.entity';
import { NewsletterMessage } from './sending-entities';

/** A campaign's messages by outcome: the status and, for the ones not sent, why. */
export interface MessageCount {
  status: string;
  reason: string | null;
  count: number;
}

/**
 * The newsletter outbox's rows, each statement autocommit, never a transaction (the shared SQLite
 * connection could let another request join it). Claims and settlements are conditional UPDATEs only one
 * server's statement can match. The same SQL on both engines.
 */
@Injectable()
export class NewsletterMessagesRepository {
  constructor(@InjectRepository(NewsletterMessage) private readonly rows: Repository<NewsletterMessage>) {}

  async insert(row: QueryDeepPartialEntity<NewsletterMessage>): Promise<void> {
    await this.rows.insert(row);
  }

  /**
   * One 'post' row for every confirmed subscriber of the language, in one INSERT … SELECT (once each: the
   * unique (campaign, subscriber) index). Answers how many rows the campaign has.
   */
  async queueCampaign(campaignId: number, language: NewsletterLanguage, now: Date): Promise<number> {
    const { driver } = this.rows.manager.connection;
    const [sql, parameters] = driver.escapeQueryWithParameters(
      QUEUE_CAMPAIGN_SQL,
      { campaign: campaignId, now, language },
      {},
    );
    await this.rows.query(sql, parameters);
    return this.rows.countBy({ campaignId });
  }

  /** Up to `limit` rows due at `now`, oldest first; confirmations alone unless `posts`. A SELECT alone. */
  due(now: Date, limit: number, posts: boolean): Promise<NewsletterMessage[]> {
    const query = this.rows.createQueryBuilder('m').where(DUE, { now });
    if (!posts) query.andWhere("m.kind = 'confirm'");
    return query.orderBy('m.nextAttemptAt', 'ASC').addOrderBy('m.id', 'ASC').limit(limit).getMany();
  }

  /** Every row due at `now` becomes 'skipped' with `reason`, without an attempt: one UPDATE. */
  async skipDue(now: Date, reason: string): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update(NewsletterMessage)
      .set({ status: 'skipped', lockedUntil: null, lastError: reason })
      .where(DUE, { now })
      .execute();
  }

  /**
   * Takes the row: 'sending' until `lockedUntil`, one more attempt, only while it is due and its attempts
   * are still the ones read. Answers whether this statement took it (another server's may have first).
   */
  async claim(row: NewsletterMessage, now: Date, lockedUntil: Date): Promise<boolean> {
    const result = await this.rows
      .createQueryBuilder()
      .update(NewsletterMessage)
      .set({
        status: 'sending',
        lockedUntil,
        attempts: () => 'attempts + 1',
        firstAttemptAt: () => 'COALESCE(first_attempt_at, :now)',
      })
      .where('id = :id AND attempts = :attempts', { id: row.id, attempts: row.attempts })
      .andWhere(DUE, { now })
      .execute();
    return result.affected === 1;
  }

  /** Only while the row is still this claim's: a server that overran its lock changes nothing. */
  settle(claimed: NewsletterMessage, changes: QueryDeepPartialEntity<NewsletterMessage>): Promise<boolean> {
    return settleClaim(this.rows, claimed, changes);
  }

  /** How the campaign's messages stand, by status and reason. */
  async campaignCounts(campaignId: number): Promise<MessageCount[]> {
    const rows = await this.rows
      .createQueryBuilder('m')
      .select('m.status', 'status')
      .addSelect('m.last_error', 'reason')
      .addSelect('COUNT(*)', 'count')
      .where('m.campaign_id = :id', { id: campaignId })
      .groupBy('m.status')
      .addGroupBy('m.last_error')
      .getRawMany<{ status: string; reason: string | null; count: string | number }>();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }
}
