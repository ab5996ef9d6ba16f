import { Logger } from '@nestjs/common';
import { type SessionData, Store } from 'express-session';
import { type Repository } from 'typeorm';
import { hashToken } from '../common/secret-token';
import { type Session } from './session.entity';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session store on our own table, keyed by the SHA-256 of each session id (the id itself, the cookie's
 * secret, is never stored: a copy of the database signs nobody in). Every write is a single statement (no transaction), so on
 * SQLite's shared connection it can never join another request's transaction, and it works unchanged on PostgreSQL.
 */
export class TypeormSessionStore extends Store {
  private readonly logger = new Logger('Sessions');
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly repository: Repository<Session>,
    private readonly fallbackTtlMs: number,
  ) {
    super();
  }

  get(sid: string, callback: Callback<SessionData | null>): void {
    this.run(callback, async () => {
      const id = hashToken(sid);
      const row = await this.repository.findOneBy({ id });
      if (!row) return null;
      if (Number(row.expiresAt) <= Date.now()) {
        await this.repository.delete({ id });
        return null;
      }
      return JSON.parse(row.data) as SessionData;
    });
  }

  set(sid: string, session: SessionData, callback?: Callback): void {
    this.run(callback, async () => {
      const userId = (session as SessionData & { passport?: { user?: number } }).passport?.user ?? null;
      await this.repository.upsert(
        {
          id: hashToken(sid),
          expiresAt: String(this.expiry(session)),
          userId,
          data: JSON.stringify(session),
        },
        ['id'],
      );
    });
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    this.run(callback, async () => {
      await this.repository.update({ id: hashToken(sid) }, { expiresAt: String(this.expiry(session)) });
    });
  }

  destroy(sid: string, callback?: Callback): void {
    this.run(callback, async () => {
      await this.repository.delete({ id: hashToken(sid) });
    });
  }

  /** Deletes expired rows; returns how many. */
  async prune(now = Date.now()): Promise<number> {
    const result = await this.repository
      .createQueryBuilder()
      .delete()
      .where('expires_at <= :now', { now })
      .execute();
    return result.affected ?? 0;
  }

  startPruning(intervalMs: number): void {
    this.pruneTimer = setInterval(() => {
      this.prune().catch((err: unknown) =>
        this.logger.warn(`Pruning expired sessions failed: ${String(err)}`),
      );
    }, intervalMs);
    this.pruneTimer.unref();
  }

  stopPruning(): void {
    clearInterval(this.pruneTimer);
  }

  private expiry(session: SessionData): number {
    const expires = session.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.fallbackTtlMs;
  }

  private run<T>(callback: Callback<T> | undefined, work: () => Promise<T>): void {
    work().then(
      (value) => callback?.(null, value),
      (err: unknown) => callback?.(err),
    );
  }
}
