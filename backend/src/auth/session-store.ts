import { Logger } from '@nestjs/common';
import { type SessionData, Store } from 'express-session';
import { hashToken } from '../common/secret-token';
import { type SessionsRepository } from './sessions.repository';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session store on our own table, keyed by the SHA-256 of each session id (the id itself, the cookie's
 * secret, is never stored: a copy of the database signs nobody in). The queries are the repository's
 * (sessions.repository.ts).
 */
export class TypeormSessionStore extends Store {
  private readonly logger = new Logger('Sessions');
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly repository: SessionsRepository,
    private readonly fallbackTtlMs: number,
  ) {
    super();
  }

  get(sid: string, callback: Callback<SessionData | null>): void {
    this.run(callback, async () => {
      const id = hashToken(sid);
      const row = await this.repository.find(id);
      if (!row) return null;
      if (row.expiresAt <= Date.now()) {
        await this.repository.delete(id);
        return null;
      }
      return JSON.parse(row.data) as SessionData;
    });
  }

  set(sid: string, session: SessionData, callback?: Callback): void {
    this.run(callback, async () => {
      const userId = (session as SessionData & { passport?: { user?: number } }).passport?.user ?? null;
      await this.repository.save(hashToken(sid), {
        expiresAt: this.expiry(session),
        userId,
        data: JSON.stringify(session),
      });
    });
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    this.run(callback, async () => {
      await this.repository.touch(hashToken(sid), this.expiry(session));
    });
  }

  destroy(sid: string, callback?: Callback): void {
    this.run(callback, async () => {
      await this.repository.delete(hashToken(sid));
    });
  }

  /** Deletes expired rows; returns how many. */
  prune(now = Date.now()): Promise<number> {
    return this.repository.prune(now);
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
