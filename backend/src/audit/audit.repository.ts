import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditEntry } from './audit-entry.entity';

/** The activity log's queries, the same on both engines. */
@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** Stored with insert(): one autocommit statement (the shared SQLite connection trap rules out save()). */
  async insert(entry: Omit<AuditEntry, 'id'>): Promise<void> {
    await this.entries.insert(entry);
  }

  /** Newest first (the later id first within one instant), one page at a time, with the total. */
  async page(limit: number, offset: number): Promise<{ items: AuditEntry[]; total: number }> {
    const [items, total] = await this.entries.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items, total };
  }
}
