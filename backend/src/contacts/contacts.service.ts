import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual, Repository } from 'typeorm';
import { ContactSubmission, type ContactSubmissionFields } from './contact-submission.entity';
import { startOfFirmDay } from './firm-time';
import { searchTextOf } from './search-text';
import { SubmissionWriter } from './submission-writer';

export type NewContactSubmission = ContactSubmissionFields;

@Injectable()
export class ContactsService {
  private readonly writer: SubmissionWriter;

  constructor(
    @InjectRepository(ContactSubmission) private readonly repository: Repository<ContactSubmission>,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.writer = new SubmissionWriter(dataSource);
  }

  /**
   * Stored by the group-commit writer in an autocommit INSERT, never save(): on SQLite TypeORM shares
   * one connection, and save()'s transaction could be joined by a concurrent request, so the row would not
   * be committed when we answer. Resolves once the row is committed.
   */
  async create(input: NewContactSubmission): Promise<{ id: number; createdAt: Date }> {
    const createdAt = new Date();
    const id = await this.writer.insert({
      ...input,
      processed: false,
      createdAt,
      consentAt: createdAt,
      searchText: searchTextOf(input),
    });
    return { id, createdAt };
  }

  /** One page, newest first, and the total; the created_at index serves both the order and the count. */
  async page(limit: number, offset: number): Promise<{ items: ContactSubmission[]; total: number }> {
    const [items, total] = await this.repository.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items, total };
  }

  /** Every submission, newest first; the staff list pages with page() instead. */
  list(): Promise<ContactSubmission[]> {
    return this.repository.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The admin counters; "today" is the calendar day in Medellín. Each count is an indexed look-up. */
  async stats(
    now: Date = new Date(),
  ): Promise<{ total: number; pending: number; processed: number; today: number }> {
    const [total, pending, today] = await Promise.all([
      this.repository.count(),
      this.repository.countBy({ processed: false }),
      this.repository.countBy({ createdAt: MoreThanOrEqual(startOfFirmDay(now)) }),
    ]);
    return { total, pending, processed: total - pending, today };
  }

  /** Idempotent: marking a processed submission again leaves it as it is. */
  async markProcessed(id: number): Promise<ContactSubmission> {
    await this.repository.update({ id }, { processed: true });
    const submission = await this.repository.findOneBy({ id });
    if (!submission) throw new NotFoundException(`Contact submission ${id} not found`);
    return submission;
  }
}
