import {
  type DataSource,
  In,
  IsNull,
  LessThan,
  MoreThanOrEqual,
  Not,
  Or,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import { endOfFirmDate, startOfFirmDate } from '../common/firm-time';
import { overdueCondition } from '../database/schema';
import { ContactSubmission } from './contact-submission.entity';
import { type ContactFilter, FEW_MATCHES, searchOnly, searchTerms } from './contacts-filter';
import { type ContactSort } from './dto/list-contacts-query.dto';

/** The alias the filtered query gives contact_submissions. */
export const CONTACT_ALIAS = 'c';

/** One page of requests, and how many the filter selects in all, read side by side. */
export interface ContactPage {
  rows: Promise<ContactSubmission[]>;
  total: Promise<number>;
}

/** The counters of the staff panel. */
export interface ContactCounts {
  total: number;
  pending: number;
  today: number;
  overdue: number;
}

/**
 * The consultation requests' queries, behind one interface (the Nest injection token), one implementation
 * per engine (sqlite-contacts.repository.ts, postgres-contacts.repository.ts), chosen at start-up
 * (contacts.module.ts). What both engines answer alike is here; each one adds how a search finds its rows.
 * Every write is a single autocommit statement, never save() or a transaction: on SQLite TypeORM shares one
 * connection, and a transaction could be joined by a concurrent request. Deleting a request takes its notes
 * and outbox rows with it (ON DELETE CASCADE; SQLite's foreign_keys pragma is on, see pragmas.ts).
 */
export abstract class ContactsRepository {
  protected readonly rows: Repository<ContactSubmission>;

  constructor(protected readonly dataSource: DataSource) {
    this.rows = dataSource.getRepository(ContactSubmission);
  }

  /** Adds a search for these terms (folded, at least one) to the query of contact_submissions. */
  protected abstract addSearch(query: SelectQueryBuilder<ContactSubmission>, terms: string[]): void;

  /**
   * The ids of the requests a search finds, read by the engine's index up to FEW_MATCHES + 1 of them;
   * undefined when the engine has no such read for these terms.
   */
  protected abstract searchIds(terms: string[]): Promise<number[] | undefined>;

  /**
   * How many requests a search alone finds, counted without reading the requests themselves; undefined when
   * the engine has no such count for these terms.
   */
  protected abstract countSearch(terms: string[]): Promise<number | undefined>;

  findByIdempotencyKey(idempotencyKey: string): Promise<ContactSubmission | null> {
    return this.rows.findOneBy({ idempotencyKey });
  }

  findById(id: number): Promise<ContactSubmission | null> {
    return this.rows.findOneBy({ id });
  }

  /** Every request, newest first. */
  list(): Promise<ContactSubmission[]> {
    return this.rows.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Every request from this (normalised) address, newest first. */
  byEmail(email: string): Promise<ContactSubmission[]> {
    return this.rows.find({ where: { email }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Deletes every request from this (normalised) address; returns how many. */
  async deleteByEmail(email: string): Promise<number> {
    const { affected } = await this.rows.delete({ email });
    return affected ?? 0;
  }

  /** Deletes every request created before the cutoff; returns how many. */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    const { affected } = await this.rows.delete({ createdAt: LessThan(cutoff) });
    return affected ?? 0;
  }

  /** Marks a pending request processed: true when this statement did (false: processed already, or none). */
  async markProcessed(id: number): Promise<boolean> {
    const { affected } = await this.rows.update({ id, processed: false }, { processed: true });
    return Boolean(affected);
  }

  /** Puts a processed request back to pending: true when this statement did (false: pending already, or none). */
  async reopen(id: number): Promise<boolean> {
    const { affected } = await this.rows.update({ id, processed: true }, { processed: false });
    return Boolean(affected);
  }

  /**
   * Records staff's word on the phone number having WhatsApp (null: none, back to the rule): true when this
   * statement changed it (false: it already said so, or there is no such request).
   */
  async markWhatsapp(id: number, hasWhatsapp: boolean | null): Promise<boolean> {
    const other = hasWhatsapp === null ? Not(IsNull()) : Or(IsNull(), Not(hasWhatsapp));
    const { affected } = await this.rows.update({ id, hasWhatsapp: other }, { hasWhatsapp });
    return Boolean(affected);
  }

  /** Deletes the request: false when there was none. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.rows.delete({ id });
    return Boolean(affected);
  }

  /**
   * The counters: every request, the pending ones, those created at or after `since`, and the overdue ones
   * at `now` (overdueCondition: pending, past the answer-by time, no active booking). Each a COUNT(*) an
   * index answers, the overdue one with a look-up of the bookings' submission index per late request (the
   * repository's count() would count DISTINCT ids).
   */
  async counts(since: Date, now: Date): Promise<ContactCounts> {
    const count = (where: string, parameters: Record<string, unknown> = {}) =>
      countOf(this.rows.createQueryBuilder(CONTACT_ALIAS).where(where, parameters));
    const pendingOnly = `${CONTACT_ALIAS}.processed = :no`;
    const [total, pending, today, overdue] = await Promise.all([
      countOf(this.rows.createQueryBuilder(CONTACT_ALIAS)),
      count(pendingOnly, { no: false }),
      count(`${CONTACT_ALIAS}.createdAt >= :since`, { since }),
      count(...overdueCondition(CONTACT_ALIAS, now)),
    ]);
    return { total, pending, today, overdue };
  }

  /** Whether the request is overdue at `now` (overdueCondition); false for none. */
  async isOverdue(id: number, now: Date): Promise<boolean> {
    const query = this.rows.createQueryBuilder(CONTACT_ALIAS).where(`${CONTACT_ALIAS}.id = :id`, { id });
    return (await countOf(query.andWhere(...overdueCondition(CONTACT_ALIAS, now)))) > 0;
  }

  /** The newest pending request from this (normalised) address created at or after `since`, if any. */
  pendingFrom(email: string, since: Date): Promise<ContactSubmission | null> {
    return this.rows.findOne({
      where: { email, processed: false, createdAt: MoreThanOrEqual(since) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * One page of the filtered requests and how many the filter selects in all: newest first, or by answer-by
   * time (pending requests first, the most urgent on top, then processed ones, most recent first). The
   * answer-by order is read as two runs, each in the order of an index (pending by answer-by time, processed
   * by creation time), rather than by sorting every selected row for each page. The count and the page are
   * read side by side (on SQLite a search's count on the reader's connections, on PostgreSQL on another of
   * the pool's): a short search's count reads every request's search text. "Overdue" is pending and past
   * its answer-by time at `now`.
   */
  async page(
    filter: ContactFilter,
    limit: number,
    offset: number,
    sort: ContactSort | undefined,
    now: Date,
  ): Promise<ContactPage> {
    const found = await this.fewMatches(filter);
    let counting: Promise<number> | undefined;
    const total = () => (counting ??= this.count(filter, now, found));
    // The page's first statement is sent before the count, so on one connection it does not wait for it.
    const rows = this.pageRows(filter, limit, offset, sort, now, found, total);
    return { rows, total: total() };
  }

  /**
   * Up to `limit` requests the filter selects, newest first, after `last` (keyset on created_at and id, the
   * list's own order): an export reads every selected row in batches, none re-read or skipped.
   */
  batchAfter(
    filter: ContactFilter,
    now: Date,
    limit: number,
    last?: Pick<ContactSubmission, 'createdAt' | 'id'>,
  ): Promise<ContactSubmission[]> {
    const query = this.filtered(filter, now);
    if (last) {
      query.andWhere(
        `(${CONTACT_ALIAS}.createdAt < :lastAt OR (${CONTACT_ALIAS}.createdAt = :lastAt AND ${CONTACT_ALIAS}.id < :lastId))`,
        { lastAt: last.createdAt, lastId: last.id },
      );
    }
    return query
      .orderBy(`${CONTACT_ALIAS}.createdAt`, 'DESC')
      .addOrderBy(`${CONTACT_ALIAS}.id`, 'DESC')
      .limit(limit)
      .getMany();
  }

  /**
   * The ids of the requests a search finds when they are at most FEW_MATCHES: the count and the page then
   * look those rows up by id. Undefined otherwise (no search, no such read on this engine, or more rows).
   */
  private async fewMatches(filter: ContactFilter): Promise<number[] | undefined> {
    const ids = await this.searchIds(searchTerms(filter.q));
    return ids && ids.length <= FEW_MATCHES ? ids : undefined;
  }

  /** How many requests the filter selects; `found`, from fewMatches(), stands for the search. */
  private async count(filter: ContactFilter, now: Date, found?: number[]): Promise<number> {
    const alone = searchOnly(filter);
    if (found && alone) return found.length;
    if (!found && alone) {
      const counted = await this.countSearch(searchTerms(filter.q));
      if (counted !== undefined) return counted;
    }
    return countOf(this.filtered(filter, now, found));
  }

  /**
   * The requests a filter selects, as one query builder that the list and the export both start from;
   * `found`, from fewMatches(), stands for the search. The day bounds are Medellín's midnights.
   */
  private filtered(
    filter: ContactFilter,
    now: Date,
    found?: number[],
  ): SelectQueryBuilder<ContactSubmission> {
    const query = this.rows.createQueryBuilder(CONTACT_ALIAS);
    const terms = searchTerms(filter.q);
    if (found) {
      query.andWhere(found.length > 0 ? `${CONTACT_ALIAS}.id IN (:...found)` : '1 = 0', { found });
    } else if (terms.length > 0) this.addSearch(query, terms);
    if (filter.status) {
      query.andWhere(`${CONTACT_ALIAS}.processed = :processed`, { processed: filter.status === 'processed' });
    }
    if (filter.status === 'overdue') query.andWhere(...overdueCondition(CONTACT_ALIAS, now));
    if (filter.tipo_caso) {
      query.andWhere(`${CONTACT_ALIAS}.tipo_caso = :tipoCaso`, { tipoCaso: filter.tipo_caso });
    }
    if (filter.from) {
      query.andWhere(`${CONTACT_ALIAS}.createdAt >= :from`, { from: startOfFirmDate(filter.from) });
    }
    if (filter.to) {
      query.andWhere(`${CONTACT_ALIAS}.createdAt < :toEnd`, { toEnd: endOfFirmDate(filter.to) });
    }
    return query;
  }

  private async pageRows(
    filter: ContactFilter,
    limit: number,
    offset: number,
    sort: ContactSort | undefined,
    now: Date,
    found: number[] | undefined,
    total: () => Promise<number>,
  ): Promise<ContactSubmission[]> {
    const newestFirst = (query: SelectQueryBuilder<ContactSubmission>) =>
      query.addOrderBy(`${CONTACT_ALIAS}.createdAt`, 'DESC').addOrderBy(`${CONTACT_ALIAS}.id`, 'DESC');
    if (sort !== 'answer-by') {
      return this.rowsOf(newestFirst(this.filtered(filter, now, found)), limit, offset);
    }
    const run = (processed: boolean) =>
      this.filtered(filter, now, found).andWhere(`${CONTACT_ALIAS}.processed = :run`, { run: processed });
    const pending = await countOf(run(false));
    const rows =
      offset < pending
        ? await this.rowsOf(
            newestFirst(run(false).orderBy(`${CONTACT_ALIAS}.answerBy`, 'ASC')),
            limit,
            offset,
          )
        : [];
    if (rows.length < limit && offset + rows.length < (await total())) {
      rows.push(
        ...(await this.rowsOf(newestFirst(run(true)), limit - rows.length, Math.max(offset - pending, 0))),
      );
    }
    return rows;
  }

  /**
   * The rows of one page in the query's order: their ids first, which an index in that order gives without
   * reading the rows it skips (deep pages too), then those rows alone.
   */
  private async rowsOf(
    query: SelectQueryBuilder<ContactSubmission>,
    limit: number,
    offset: number,
  ): Promise<ContactSubmission[]> {
    const ids = (
      await query.select(`${CONTACT_ALIAS}.id`, 'id').limit(limit).offset(offset).getRawMany<{ id: number }>()
    ).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    const byId = new Map((await this.rows.findBy({ id: In(ids) })).map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** How many rows the query selects: COUNT(*), its order and paging dropped. */
async function countOf(query: SelectQueryBuilder<ContactSubmission>): Promise<number> {
  const row = await query
    .clone()
    .select('COUNT(*)', 'total')
    .orderBy()
    .limit(undefined)
    .offset(undefined)
    .getRawOne<{ total: number | string }>();
  return Number(row?.total ?? 0);
}
