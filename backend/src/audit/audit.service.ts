import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { type AuditAction, type AuditEntry } from './audit-entry.entity';
import { AuditRepository } from './audit.repository';

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
    private readonly repository: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /** Each field cut to its column's length: a long target or detail never refuses the action it records. */
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
  page(limit: number, offset: number): Promise<{ items: AuditEntry[]; total: number }> {
    return this.repository.page(limit, offset);
  }
}
