import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Not, Repository, type SelectQueryBuilder } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { containsPattern } from '../contacts/contacts-filter';
import { type SubscriberFilterDto } from './dto/subscribers.dto';
import { NewsletterLinkToken } from './newsletter-link-token.entity';
import { type NewsletterLanguage, NewsletterSubscriber } from './newsletter-subscriber.entity';

type Changes = QueryDeepPartialEntity<NewsletterSubscriber>;

/** What a guarded write expects the row still to be (an id no row has matches nothing). */
export type SubscriberState = Pick<NewsletterSubscriber, 'id' | 'status' | 'confirmTokenHash'>;

/**
 * The newsletter's subscribers and the hashes of the links they were emailed. Every write that races
 * another request is one statement guarded by what it expects to change (no transactions: the shared
 * SQLite connection); each answers whether it changed the row. The same SQL on both engines.
 */
@Injectable()
export class SubscribersRepository {
  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    @InjectRepository(NewsletterLinkToken) private readonly tokens: Repository<NewsletterLinkToken>,
  ) {}

  byId(id: number): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({ id });
  }

  byEmail(email: string): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({ email });
  }

  /** The row whose confirmation link has this hash, whatever its state. */
  byConfirmHash(hash: string): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({ confirmTokenHash: hash });
  }

  /** The row whose confirmation link has this hash while the link works (not confirmed, not expired at `now`). */
  openByConfirmHash(hash: string, now: Date): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({
      confirmTokenHash: hash,
      status: Not('confirmed'),
      confirmExpiresAt: MoreThan(now),
    });
  }

  /**
   * A new address's row, unless another request stored the address first: answers the row this call
   * wrote (found by its link's hash), or null.
   */
  async insertNew(
    row: Changes & { email: string; confirmTokenHash: string },
  ): Promise<NewsletterSubscriber | null> {
    await this.subscribers.createQueryBuilder().insert().values(row).orIgnore().execute();
    return this.subscribers.findOneBy({ email: row.email, confirmTokenHash: row.confirmTokenHash });
  }

  /** `changes`, only while the row is as `expected` says (its status and its link). */
  async updateIfUnchanged(expected: SubscriberState, changes: Changes): Promise<boolean> {
    const result = await this.subscribers.update(
      { id: expected.id, status: expected.status, confirmTokenHash: expected.confirmTokenHash ?? IsNull() },
      changes,
    );
    return result.affected === 1;
  }

  /** `changes`, only while the row is as `expected` says and its link still works at `now`. */
  async updateIfLinkWorks(
    expected: SubscriberState & { confirmTokenHash: string },
    now: Date,
    changes: Changes,
  ): Promise<boolean> {
    const result = await this.subscribers.update(
      {
        id: expected.id,
        status: expected.status,
        confirmTokenHash: expected.confirmTokenHash,
        confirmExpiresAt: MoreThan(now),
      },
      changes,
    );
    return result.affected === 1;
  }

  /** `changes`, only while the row's status is still `expected.status`. */
  async updateIfStatus(
    expected: Pick<NewsletterSubscriber, 'id' | 'status'>,
    changes: Changes,
  ): Promise<boolean> {
    const result = await this.subscribers.update({ id: expected.id, status: expected.status }, changes);
    return result.affected === 1;
  }

  async setLanguage(id: number, language: NewsletterLanguage): Promise<void> {
    await this.subscribers.update({ id }, { language });
  }

  /**
   * A new confirmation link's hash, for a request still open at `now` (not confirmed, a link not used,
   * expired nor withdrawn). Answers whether there was one.
   */
  async renewConfirmHash(id: number, hash: string, now: Date): Promise<boolean> {
    const result = await this.subscribers
      .createQueryBuilder()
      .update(NewsletterSubscriber)
      .set({ confirmTokenHash: hash })
      .where('id = :id AND confirm_token_hash IS NOT NULL AND confirm_expires_at > :now', { id, now })
      .andWhere("status <> 'confirmed'")
      .execute();
    return result.affected === 1;
  }

  /** Deletes the address's row (its messages, links and history go with it, by cascade). */
  async deleteByEmail(email: string): Promise<number> {
    return (await this.subscribers.delete({ email })).affected ?? 0;
  }

  /** Deletes the pending subscriptions asked for before `cutoff`. */
  async deletePendingBefore(cutoff: Date): Promise<number> {
    return (
      (await this.subscribers.delete({ status: 'pending', requestedAt: LessThan(cutoff) })).affected ?? 0
    );
  }

  /** A page of the rows the filter selects, newest request first, and how many it selects. */
  page(
    filter: SubscriberFilterDto,
    limit: number,
    offset: number,
  ): Promise<[NewsletterSubscriber[], number]> {
    return this.filtered(filter).take(limit).skip(offset).getManyAndCount();
  }

  /** Every row the filter selects, newest request first. */
  matching(filter: SubscriberFilterDto): Promise<NewsletterSubscriber[]> {
    return this.filtered(filter).getMany();
  }

  /** How many rows have each status (statuses no row has are absent). */
  async countByStatus(): Promise<Map<string, number>> {
    const rows = await this.subscribers
      .createQueryBuilder('s')
      .select('s.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('s.status')
      .getRawMany<{ status: string; count: string | number }>();
    return new Map(rows.map(({ status, count }) => [status, Number(count)]));
  }

  /** Keeps the hash of a link's secret for the subscriber. */
  async addLink(hash: string, subscriberId: number, at: Date): Promise<void> {
    await this.tokens.insert({ tokenHash: hash, subscriberId, createdAt: at });
  }

  /** The subscriber of the link whose secret has this hash, or null. */
  async byLinkHash(hash: string): Promise<NewsletterSubscriber | null> {
    const link = await this.tokens.findOne({ where: { tokenHash: hash }, relations: { subscriber: true } });
    return link?.subscriber ?? null;
  }

  private filtered(filter: SubscriberFilterDto): SelectQueryBuilder<NewsletterSubscriber> {
    const query = this.subscribers.createQueryBuilder('s');
    if (filter.q) query.andWhere(`s.email LIKE :q ESCAPE '\\'`, { q: containsPattern(filter.q) });
    if (filter.status) query.andWhere('s.status = :status', { status: filter.status });
    if (filter.language) query.andWhere('s.language = :language', { language: filter.language });
    return query.orderBy('s.requestedAt', 'DESC').addOrderBy('s.id', 'DESC');
  }
}
