import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type AuditAction } from '../audit/audit-entry.entity';
import { AuditService } from '../audit/audit.service';
import { addBusinessMinutes } from '../common/business-hours';
import { Clock } from '../common/clock';
import { OfficeCalendar } from '../common/office-calendar';
import { startOfFirmDay } from '../common/firm-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type IntakeRoute, searchTextOf } from '../database/schema';
import { type ContactSubmission, type ContactSubmissionFields } from './contact-submission.entity';
import { type ContactFilter } from './contacts-filter';
import { ContactsRepository } from './contacts.repository';
import { type ContactSort } from './dto/list-contacts-query.dto';
import { type ContactStatsDto as ContactStats } from './dto/contact-stats.dto';
import { SearchIndexer } from './search-indexer';
import { SubmissionWriter } from './submission-writer';

export type NewContactSubmission = ContactSubmissionFields & {
  /** The hash of the request's Idempotency-Key, if it had one. */
  idempotencyKey?: string | null;
  /** Its acknowledgment must not be sent: the client's address is over its cap on emails to visitors. */
  ackWithheld?: boolean;
};

/** What a change of staff's word on the number's WhatsApp is logged as, by what it now says. */
const WHATSAPP_ACTIONS: Record<string, AuditAction> = {
  true: 'whatsapp_marked',
  false: 'no_whatsapp_marked',
  null: 'whatsapp_mark_cleared',
};

/** The audit target of one request. */
export const contactTarget = (id: number): string => `contact ${id}`;

/**
 * Consultation requests: intake, the staff list, detail and changes, and what each change audits. The
 * queries are the repository's (contacts.repository.ts, one implementation per engine).
 */
@Injectable()
export class ContactsService {
  constructor(
    private readonly repository: ContactsRepository,
    private readonly writer: SubmissionWriter,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly searchIndexer: SearchIndexer,
    private readonly office: OfficeCalendar,
  ) {}

  /**
   * Stored by the group-commit writer with its notification rows (one per route of `outbox`), in one
   * transaction. Resolves once both are committed, or with undefined when a request with the same
   * idempotency key is already stored (nothing is written then).
   */
  async create(
    input: NewContactSubmission,
    outbox: readonly IntakeRoute[],
  ): Promise<{ id: number; createdAt: Date } | undefined> {
    const createdAt = this.clock.now();
    this.searchIndexer.noteIntake(createdAt);
    const id = await this.writer.insert(
      {
        ...input,
        idempotencyKey: input.idempotencyKey ?? null,
        ackWithheld: input.ackWithheld ?? false,
        processed: false,
        createdAt,
        answerBy: this.answerBy(createdAt),
        consentAt: createdAt,
        searchText: searchTextOf(input),
      },
      outbox,
    );
    return id === undefined ? undefined : { id, createdAt };
  }

  /** When a request received at that instant must be answered: the promise counted in the office hours. */
  answerBy(receivedAt: Date): Date {
    return addBusinessMinutes(receivedAt, this.config.answerPromise.minutes, this.office.calendar());
  }

  /** Whether the request is overdue now: pending, past its answer-by time, without an active booking. */
  isOverdue(id: number): Promise<boolean> {
    return this.repository.isOverdue(id, this.clock.now());
  }

  /** The newest request from this (normalised) address still pending, received within the last `days` days. */
  pendingFrom(email: string, days: number): Promise<ContactSubmission | null> {
    return this.repository.pendingFrom(email, new Date(this.clock.now().getTime() - days * 86_400_000));
  }

  /** The request stored with this idempotency-key hash, if any. */
  findByIdempotencyKey(idempotencyKey: string): Promise<ContactSubmission | null> {
    return this.repository.findByIdempotencyKey(idempotencyKey);
  }

  /**
   * One page of the filtered requests, as `view` makes them, and how many the filter selects in all (see
   * ContactsRepository.page() for the orders). The count is read beside the page and its view.
   */
  async page<T>(
    filter: ContactFilter,
    limit: number,
    offset: number,
    sort: ContactSort | undefined,
    view: (rows: ContactSubmission[]) => Promise<T[]>,
  ): Promise<{ items: T[]; total: number }> {
    const { rows, total } = await this.repository.page(filter, limit, offset, sort, this.clock.now());
    const [count, items] = await Promise.all([total, rows.then(view)]);
    return { items, total: count };
  }

  /** Every submission, newest first; the staff list pages with page() instead. */
  list(): Promise<ContactSubmission[]> {
    return this.repository.list();
  }

  /** The admin counters; "today" is the calendar day in Medellín, "overdue" the pending requests past their answer-by time. */
  async stats(now: Date = this.clock.now()): Promise<ContactStats> {
    const { total, pending, today, overdue } = await this.repository.counts(startOfFirmDay(now), now);
    return { total, pending, processed: total - pending, today, overdue };
  }

  /** Idempotent: marking a processed submission again leaves it as it is and audits nothing. */
  async markProcessed(id: number, actor: string): Promise<ContactSubmission> {
    const changed = await this.repository.markProcessed(id);
    const row = await this.found(id);
    if (changed) await this.audit.record(actor, 'mark_processed', contactTarget(id));
    return row;
  }

  /**
   * The way back from markProcessed() (an undo, or a request that needs more work): pending again, with
   * the answer-by time it was received with, so a request processed by mistake shows as late as it is.
   * Idempotent: reopening a pending submission leaves it as it is and audits nothing.
   */
  async reopen(id: number, actor: string): Promise<ContactSubmission> {
    const changed = await this.repository.reopen(id);
    const row = await this.found(id);
    if (changed) await this.audit.record(actor, 'reopen', contactTarget(id));
    return row;
  }

  /**
   * Staff's word on the phone number having WhatsApp (true, false, or null: back to the rule), logged as
   * what it now says. Idempotent: saying it again leaves the request as it is and audits nothing.
   */
  async markWhatsapp(id: number, hasWhatsapp: boolean | null, actor: string): Promise<ContactSubmission> {
    const changed = await this.repository.markWhatsapp(id, hasWhatsapp);
    const row = await this.found(id);
    if (changed) await this.audit.record(actor, WHATSAPP_ACTIONS[String(hasWhatsapp)], contactTarget(id));
    return row;
  }

  async remove(id: number, actor: string): Promise<void> {
    if (!(await this.repository.delete(id))) throw notFound(id);
    await this.audit.record(actor, 'delete', contactTarget(id));
  }

  /** Every request from one address (an access request), newest first; matched exactly, in lower case. */
  byEmail(email: string): Promise<ContactSubmission[]> {
    return this.repository.byEmail(email.trim().toLowerCase());
  }

  /** Deletes every request from one address (an erasure request); returns how many. */
  deleteByEmail(email: string): Promise<number> {
    return this.repository.deleteByEmail(email.trim().toLowerCase());
  }

  /** Deletes every request created before the cutoff (the retention purge); returns how many. */
  deleteOlderThan(cutoff: Date): Promise<number> {
    return this.repository.deleteOlderThan(cutoff);
  }

  /** The row, or null when there is none (deleted meanwhile). */
  findById(id: number): Promise<ContactSubmission | null> {
    return this.repository.findById(id);
  }

  /** The row, or a 404. */
  async found(id: number): Promise<ContactSubmission> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound(id);
    return row;
  }
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Contact submission ${id} not found`);
}
