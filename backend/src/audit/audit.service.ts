import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { type AuditAction, AuditEntry } from './audit-entry.entity';

/** The actor of what the server does by itself, such as the retention purge. */
export const SYSTEM_ACTOR = 'system';

/** "maria.perez@example.com" → "m***@example.com": enough to tell requests apart, not to read the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`.slice(0, 300);
}

/** "1 request", "3 requests": counts in audit details read as a person writes them. */
export function requestCount(count: number): string {
  return `${count} ${count === 1 ? 'request' : 'requests'}`;
}

@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditEntry) private readonly repository: Repository<AuditEntry>,
    private readonly clock: Clock,
  ) {}

  /** Stored with insert(): one autocommit statement (the shared SQLite connection trap rules out save()). */
  async record(actor: string, action: AuditAction, target?: string, detail?: string): Promise<void> {
    await this.repository.insert({
      actor: actor.slice(0, 254),
      action,
      target: target?.slice(0, 300) ?? null,
      detail: detail?.slice(0, 500) ?? null,
      createdAt: this.clock.now(),
    });
  }

  /** Newest first, one page at a time, with the total. */
  async page(limit: number, offset: number): Promise<{ items: AuditEntry[]; total: number }> {
    const [items, total] = await this.repository.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items, total };
  }
}
