import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Session } from './session.entity';

/** A stored session as the store reads it. */
export interface StoredSession {
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** The session's JSON. */
  data: string;
}

/**
 * The sessions table's queries, keyed by the hash of each session id (session-store.ts), the same on both
 * engines. Every write is a single statement (no transaction), so on SQLite's shared connection it can never
 * join another request's transaction.
 */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  async find(id: string): Promise<StoredSession | null> {
    const row = await this.sessions.findOneBy({ id });
    return row && { expiresAt: Number(row.expiresAt), data: row.data };
  }

  /** Writes the session, a new one or over the stored one. */
  async save(id: string, session: StoredSession & { userId: number | null }): Promise<void> {
    const { expiresAt, userId, data } = session;
    await this.sessions.upsert({ id, expiresAt: String(expiresAt), userId, data }, ['id']);
  }

  async touch(id: string, expiresAt: number): Promise<void> {
    await this.sessions.update({ id }, { expiresAt: String(expiresAt) });
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  /** Deletes the sessions expired at `now` (ms since the epoch); returns how many. */
  async prune(now: number): Promise<number> {
    const result = await this.sessions
      .createQueryBuilder()
      .delete()
      .where('expires_at <= :now', { now })
      .execute();
    return result.affected ?? 0;
  }

  /** Ends every session of the user; returns how many. */
  async endAllOf(userId: number): Promise<number> {
    const result = await this.sessions.delete({ userId });
    return result.affected ?? 0;
  }
}
