import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, LessThan, Repository, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { addBusinessMinutes } from '../common/business-hours';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactSubmission, type ContactSubmissionFields } from './contact-submission.entity';
import {
  CONTACT_ALIAS,
  type ContactFilter,
  countContacts,
  countOf,
  fewMatches,
  filteredContacts,
} from './contacts-filter';
import { type ContactSort } from './dto/list-contacts-query.dto';
import { type ContactStatsDto as ContactStats } from './dto/contact-stats.dto';
import { startOfFirmDay } from '../common/firm-time';
import { SqliteReader } from '../database/sqlite-reader';
import { SearchIndexer } from './search-indexer';
import { searchTextOf } from './search-text';
import { SubmissionWriter } from './submission-writer';

export type NewContactSubmission = ContactSubmissionFields & {
  /** The hash of the request's Idempotency-Key, if it had one. */
  idempotencyKey?: string | null;
  /** Its acknowledgment must not be sent: the client's address is over its cap on emails to visitors. */
  ackWithheld?: boolean;
};

/** The audit target of one request. */
export const contactTarget = (id: number): string => `contact ${id}`;

/**
 * Consultation requests: intake, the staff list, detail and changes. Every write is a single autocommit
 * statement, never save() or a transaction: on SQLite TypeORM shares one connection, and a transaction
 * could be joined by a concurrent request. Deleting a request takes its notes and outbox rows with it
 * (ON DELETE CASCADE; SQLite's foreign_keys pragma is on, see pragmas.ts).
 */
@Injectable()
export class ContactsService {
  private readonly writer: SubmissionWriter;

  constructor(
    @InjectRepository(ContactSubmission) private readonly repository: Repository<ContactSubmission>,
    @InjectDataSource() dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly searchIndexer: SearchIndexer,
    private readonly reader: SqliteReader,
  ) {
    this.writer = new SubmissionWriter(dataSource);
  }

  /**
   * Stored by the group-commit writer in an autocommit INSERT, never save(): on SQLite TypeORM shares
   * one connection, and save()'s transaction could be joined by a concurrent request, so the row would not
   * be committed when we answer. Resolves once the row is committed, or with undefined when a request
   * with the same idempotency key is already stored (nothing is written then).
   */
  async create(input: NewContactSubmission): Promise<{ id: number; createdAt: Date } | undefined> {
    const createdAt = this.clock.now();
    this.searchIndexer.noteIntake(createdAt);
    const id = await this.writer.insert({
      ...input,
      idempotencyKey: input.idempotencyKey ?? null,
      ackWithheld: input.ackWithheld ?? false,
      processed: false,
      createdAt,
      answerBy: this.answerBy(createdAt),
      consentAt: createdAt,
      searchText: searchTextOf(input),
    });
    return id === undefined ? undefined : { id, createdAt };
  }

  /** When a request received at that instant must be answered: the promise counted in business hours. */
  answerBy(receivedAt: Date): Date {
    const { minutes, calendar } = this.config.answerPromise;
    return addBusinessMinutes(receivedAt, minutes, calendar);
  }

  /** The request stored with this idempotency-key hash, if any. */
  findByIdempotencyKey(idempotencyKey: string): Promise<ContactSubmission | null> {
    return this.repository.findOneBy({ idempotencyKey });
  }

  /**
   * One page of the filtered requests, as `view` makes them, and how many the filter selects in all: newest
   * first, or by answer-by time (pending requests first, the most urgent on top, then processed ones, most
   * recent first). The answer-by order is read as two runs, each in the order of an index (pending by
   * answer-by time, processed by creation time), rather than by sorting every selected row for each page.
   * The count and the page are read side by side (on SQLite a search's count on the reader's connection, on
   * PostgreSQL on another of the pool's): a short search's count reads every request's search text.
   */
  async page<T>(
    filter: ContactFilter,
    limit: number,
    offset: number,
    sort: ContactSort | undefined,
    view: (rows: ContactSubmission[]) => Promise<T[]>,
  ): Promise<{ items: T[]; total: number }> {
    const now = this.clock.now();
    const searchIds = await fewMatches(this.repository, filter);
    let counting: Promise<number> | undefined;
    const total = () => (counting ??= countContacts(this.repository, filter, now, this.reader, searchIds));
    // The page's first statement is sent before the count, so on one connection it does not wait for it.
    const items = this.pageRows(filter, limit, offset, sort, now, searchIds, total).then(view);
    const [count, viewed] = await Promise.all([total(), items]);
    return { items: viewed, total: count };
  }

  private async pageRows(
    filter: ContactFilter,
    limit: number,
    offset: number,
    sort: ContactSort | undefined,
    now: Date,
    searchIds: number[] | undefined,
    total: () => Promise<number>,
  ): Promise<ContactSubmission[]> {
    const newestFirst = (query: SelectQueryBuilder<ContactSubmission>) =>
      query.addOrderBy(`${CONTACT_ALIAS}.createdAt`, 'DESC').addOrderBy(`${CONTACT_ALIAS}.id`, 'DESC');
    if (sort !== 'answer-by') {
      return this.rowsOf(
        newestFirst(filteredContacts(this.repository, filter, now, searchIds)),
        limit,
        offset,
      );
    }
    const run = (processed: boolean) =>
      filteredContacts(this.repository, filter, now, searchIds).andWhere(
        `${CONTACT_ALIAS}.processed = :run`,
        {
          run: processed,
        },
      );
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
    const byId = new Map((await this.repository.findBy({ id: In(ids) })).map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Every submission, newest first; the staff list pages with page() instead. */
  list(): Promise<ContactSubmission[]> {
    return this.repository.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * The admin counters; "today" is the calendar day in Medellín, "overdue" the pending requests past their
   * answer-by time. Each count is a COUNT(*) an index answers (the repository's count() would count DISTINCT ids).
   */
  async stats(now: Date = this.clock.now()): Promise<ContactStats> {
    const count = (where: string, parameters: Record<string, unknown> = {}) =>
      countOf(this.repository.createQueryBuilder(CONTACT_ALIAS).where(where, parameters));
    const pendingOnly = `${CONTACT_ALIAS}.processed = :no`;
    const [total, pending, today, overdue] = await Promise.all([
      countOf(this.repository.createQueryBuilder(CONTACT_ALIAS)),
      count(pendingOnly, { no: false }),
      count(`${CONTACT_ALIAS}.createdAt >= :since`, { since: startOfFirmDay(now) }),
      count(`${pendingOnly} AND ${CONTACT_ALIAS}.answerBy <= :now`, { no: false, now }),
    ]);
    return { total, pending, processed: total - pending, today, overdue };
  }

  /** Idempotent: marking a processed submission again leaves it as it is and audits nothing. */
  async markProcessed(id: number, actor: string): Promise<ContactSubmission> {
    const { affected } = await this.repository.update({ id, processed: false }, { processed: true });
    const row = await this.found(id);
    if (affected) await this.audit.record(actor, 'mark_processed', contactTarget(id));
    return row;
  }

  async remove(id: number, actor: string): Promise<void> {
    const { affected } = await this.repository.delete({ id });
    if (!affected) throw notFound(id);
    await this.audit.record(actor, 'delete', contactTarget(id));
  }

  /** Every request from one address (an access request), newest first; matched exactly, in lower case. */
  byEmail(email: string): Promise<ContactSubmission[]> {
    return this.repository.find({
      where: { email: email.trim().toLowerCase() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** Deletes every request from one address (an erasure request); returns how many. */
  async deleteByEmail(email: string): Promise<number> {
    const { affected } = await this.repository.delete({ email: email.trim().toLowerCase() });
    return affected ?? 0;
  }

  /** Deletes every request created before the cutoff (the retention purge); returns how many. */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    const { affected } = await this.repository.delete({ createdAt: LessThan(cutoff) });
    return affected ?? 0;
  }

  /** The row, or null when there is none (deleted meanwhile). */
  findById(id: number): Promise<ContactSubmission | null> {
    return this.repository.findOneBy({ id });
  }

  /** The row, or a 404. */
  async found(id: number): Promise<ContactSubmission> {
    const row = await this.repository.findOneBy({ id });
    if (!row) throw notFound(id);
    return row;
  }
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Contact submission ${id} not found`);
}
