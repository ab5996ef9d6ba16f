import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { Clock } from '../common/clock';
import { DUE, GIVE_UP_AFTER_MS, LOCK_MS, retryDelayMs, settleClaim } from '../common/outbox-claims';
import {
  byChannel,
  Notification,
  type NotificationChannel,
  type NotificationKind,
} from './notification.entity';
import { NOTIFICATION_OUTBOX_TABLE, type OutboxRoute, overdueCondition } from '../database/schema';

/** Where an outbox row goes: its kind and channel. */
export interface Route extends OutboxRoute {
  kind: NotificationKind;
  channel: NotificationChannel;
}

/**
 * The outbox's statements. Each is one autocommit UPDATE or SELECT, never save() or a transaction (the
 * shared SQLite connection could let another request join it). A row is claimed by a conditional UPDATE
 * that only one server's statement can match, so several servers on one database never send it twice.
 */
@Injectable()
export class NotificationOutbox {
  constructor(
    @InjectRepository(Notification) private readonly rows: Repository<Notification>,
    private readonly clock: Clock,
  ) {}

  /** Up to `limit` rows of these routes due now, oldest first. A SELECT alone: an idle server writes nothing. */
  due(limit: number, routes: readonly Route[]): Promise<Notification[]> {
    return this.rows
      .createQueryBuilder('n')
      .where(DUE, { now: this.clock.now() })
      .andWhere(onRoutes(routes))
      .orderBy('n.nextAttemptAt', 'ASC')
      .addOrderBy('n.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /**
   * Adds the overdue reminder of every pending request whose answer-by time has come (within the last
   * GIVE_UP_AFTER_MS: a request left pending for days gets no reminder after a restart), one row per channel
   * of `channels` (those some server of the fleet sends reminders by).
   * The unique (submission, kind, channel) index and ON CONFLICT DO NOTHING make it once per request however
   * many servers run it; a SELECT that finds nothing writes nothing.
   */
  async addReminders(channels: readonly NotificationChannel[]): Promise<void> {
    const since = new Date(this.clock.now().getTime() - GIVE_UP_AFTER_MS);
    await this.insertReminders(
      channels,
      `s.answer_by > :since AND NOT EXISTS (SELECT 1 FROM ${NOTIFICATION_OUTBOX_TABLE} o WHERE o.submission_id = s.id AND o.kind = 'overdue') ` +
        'ON CONFLICT DO NOTHING',
      { since },
    );
  }

  /**
   * The reminder of one request that is pending and past its answer-by time, due now however late it is,
   * unless one went out (or is on its way) already: a new row per channel, or the row skipped because the
   * request was processed when it came up, due again. The conditional upsert makes it once per request
   * whichever servers run it.
   */
  async remindNow(submissionId: number, channels: readonly NotificationChannel[]): Promise<void> {
    await this.insertReminders(
      channels,
      `s.id = :submissionId AND NOT EXISTS (SELECT 1 FROM ${NOTIFICATION_OUTBOX_TABLE} o WHERE o.submission_id = s.id AND o.kind = 'overdue' AND o.status <> 'skipped') ` +
        'ON CONFLICT (submission_id, kind, channel) DO UPDATE SET status = excluded.status, attempts = 0, ' +
        'next_attempt_at = excluded.next_attempt_at, created_at = excluded.created_at, locked_until = NULL, last_error = NULL ' +
        `WHERE ${NOTIFICATION_OUTBOX_TABLE}.status = 'skipped'`,
      { submissionId },
    );
  }

  /**
   * INSERT … SELECT of the reminders ('overdue', due now) on `channels` for the overdue requests
   * (overdueCondition) that `rest` selects, with its ON CONFLICT clause.
   */
  private async insertReminders(
    channels: readonly NotificationChannel[],
    rest: string,
    parameters: Record<string, unknown>,
  ): Promise<void> {
    if (channels.length === 0) return;
    const now = this.clock.now();
    const { driver } = this.rows.manager.connection;
    const [overdue, overdueParameters] = overdueCondition('s', now);
    const [sql, bound] = driver.escapeQueryWithParameters(
      `INSERT INTO ${NOTIFICATION_OUTBOX_TABLE} (submission_id, kind, channel, status, attempts, next_attempt_at, created_at) ` +
        "SELECT s.id, 'overdue', ch.channel, 'pending', 0, :now, :now " +
        `FROM contact_submissions s, (${channels.map((_, index) => `SELECT :channel${index} AS channel`).join(' UNION ALL ')}) ch ` +
        `WHERE ${overdue} AND ${rest}`,
      {
        ...parameters,
        ...overdueParameters,
        now,
        ...Object.fromEntries(channels.map((channel, index) => [`channel${index}`, channel])),
      },
      {},
    );
    await this.rows.query(sql, bound);
  }

  /**
   * Takes the row for this server: 'sending' until now + LOCK_MS, one more attempt. Answers the claimed row,
   * or undefined when another server took it first (the UPDATE then matches nothing).
   */
  async claim(row: Notification): Promise<Notification | undefined> {
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    const result = await this.rows
      .createQueryBuilder()
      .update(Notification)
      .set({ status: 'sending', lockedUntil, attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts = :attempts', { id: row.id, attempts: row.attempts })
      .andWhere(DUE, { now })
      .execute();
    if (result.affected !== 1) return undefined;
    return { ...row, status: 'sending', lockedUntil, attempts: row.attempts + 1 };
  }

  /** Only while the row is still this claim's: a server that overran its lock changes nothing. */
  private settle(claimed: Notification, changes: QueryDeepPartialEntity<Notification>): Promise<boolean> {
    return settleClaim(this.rows, claimed, changes);
  }

  markSent(claimed: Notification): Promise<boolean> {
    return this.settle(claimed, {
      status: 'sent',
      sentAt: this.clock.now(),
      lockedUntil: null,
      lastError: null,
    });
  }

  /**
   * A message just went through, so the channel works again: the rows of that channel waiting out a backoff
   * are due now instead of up to a minute later. Answers how many.
   */
  async bringForward(channel: NotificationChannel): Promise<number> {
    const now = this.clock.now();
    const result = await this.rows
      .createQueryBuilder()
      .update(Notification)
      .set({ nextAttemptAt: now })
      .where("channel = :channel AND status = 'pending' AND next_attempt_at > :now", { channel, now })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * A failed attempt: back to 'pending' after the backoff, or 'failed' once the notification is older than
   * a day. Answers what became of the row.
   */
  async markFailed(
    claimed: Notification,
    reason: string,
  ): Promise<{ status: 'pending' | 'failed'; nextAttemptAt: Date }> {
    const now = this.clock.now();
    const givingUp = now.getTime() - claimed.createdAt.getTime() > GIVE_UP_AFTER_MS;
    const outcome = givingUp
      ? { status: 'failed' as const, nextAttemptAt: now }
      : {
          status: 'pending' as const,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
        };
    await this.settle(claimed, { ...outcome, lockedUntil: null, lastError: reason.slice(0, 500) });
    return outcome;
  }

  /** Not sent, on purpose: `reason` says why (the request was processed, the address had one today). */
  markSkipped(claimed: Notification, reason: string): Promise<boolean> {
    return this.settle(claimed, { status: 'skipped', lockedUntil: null, lastError: reason });
  }

  /** An attempt cut short by shutdown never happened: the row is due again at once, for any server. */
  async release(claimed: Notification): Promise<void> {
    await this.settle(claimed, {
      status: 'pending',
      nextAttemptAt: this.clock.now(),
      lockedUntil: null,
      attempts: () => 'attempts - 1',
    });
  }

  /** Staff's retry: failed rows (and rows waiting out a backoff) are due now again; returns how many. */
  async requeue(submissionId: number): Promise<number> {
    const result = await this.rows
      .createQueryBuilder()
      .update(Notification)
      .set({ status: 'pending', nextAttemptAt: this.clock.now(), lockedUntil: null })
      .where("submission_id = :submissionId AND status IN ('failed', 'pending')", { submissionId })
      .execute();
    return result.affected ?? 0;
  }

  /** The rows of these requests, by kind then email before webhook. */
  async ofSubmissions(ids: number[]): Promise<Notification[]> {
    if (ids.length === 0) return [];
    return (await this.rows.findBy({ submissionId: In(ids) })).sort(byChannel);
  }
}

/** rows whose (kind, channel) is one of the routes. */
function onRoutes(routes: readonly Route[]): Brackets {
  return new Brackets((where) => {
    routes.forEach((route, index) => {
      where.orWhere(`(kind = :kind${index} AND channel = :channel${index})`, {
        [`kind${index}`]: route.kind,
        [`channel${index}`]: route.channel,
      });
    });
  });
}
