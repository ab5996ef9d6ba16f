import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, LessThanOrEqual, MoreThanOrEqual, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { addBusinessMinutes } from '../common/business-hours';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactSubmission, type ContactSubmissionFields } from './contact-submission.entity';
import { CONTACT_ALIAS, type ContactFilter, filteredContacts } from './contacts-filter';
import { type ContactSort } from './dto/list-contacts-query.dto';
import { type ContactStatsDto as ContactStats } from './dto/contact-stats.dto';
import { startOfFirmDay } from '../common/firm-time';
import { searchTextOf } from './search-text';
import { SubmissionWriter } from './submission-writer';

export type NewContactSubmission = ContactSubmissionFields & {
  /** The hash of the request's Idempotency-Key, if it had one. */
  idempotencyKey?: string | null;
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
    const id = await this.writer.insert({
      ...input,
      idempotencyKey: input.idempotencyKey ?? null,
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
   * One page of the filtered requests and how many the filter selects in all: newest first, or by answer-by
   * time (pending requests first, the most urgent on top, then processed ones, most recent first).
   */
  async page(
    filter: ContactFilter,
    limit: number,
    offset: number,
    sort: ContactSort = 'newest',
  ): Promise<{ rows: ContactSubmission[]; total: number }> {
    const query = filteredContacts(this.repository, filter, this.clock.now());
    if (sort === 'answer-by') {
      query
        .orderBy(`${CONTACT_ALIAS}.processed`, 'ASC')
        .addOrderBy(
          `CASE WHEN ${CONTACT_ALIAS}.processed = :notProcessed THEN ${CONTACT_ALIAS}.answerBy END`,
          'ASC',
        )
        .setParameter('notProcessed', false);
    }
    const [rows, total] = await query
      .addOrderBy(`${CONTACT_ALIAS}.createdAt`, 'DESC')
      .addOrderBy(`${CONTACT_ALIAS}.id`, 'DESC')
      .limit(limit)
      .offset(offset)
      .getManyAndCount();
    return { rows, total };
  }

  /** Every submission, newest first; the staff list pages with page() instead. */
  list(): Promise<ContactSubmission[]> {
    return this.repository.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * The admin counters; "today" is the calendar day in Medellín, "overdue" the pending requests past their
   * answer-by time. Each count is an indexed look-up.
   */
  async stats(now: Date = this.clock.now()): Promise<ContactStats> {
    const [total, pending, today, overdue] = await Promise.all([
      this.repository.count(),
      this.repository.countBy({ processed: false }),
      this.repository.countBy({ createdAt: MoreThanOrEqual(startOfFirmDay(now)) }),
      this.repository.countBy({ processed: false, answerBy: LessThanOrEqual(now) }),
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
