import { BOOKING_LIMITS } from '@abogados/shared';
import { type DataSource, type QueryRunner, type SelectQueryBuilder } from 'typeorm';
import { type QueryResult } from 'typeorm/query-runner/QueryResult.js';
import { type Clock } from '../common/clock';
import { endOfFirmDate, firmDayOf } from '../common/firm-time';
import { BOOKINGS_TABLE } from '../database/schema';
import { Booking } from './booking.entity';
import { type BusyMeeting } from './slot-engine';

/** Whether the candidate fits among the busy meetings: null when it does, else the problem's code. */
export type Accept = (busy: BusyMeeting[]) => string | null;

/**
 * The instants whose meetings can decide a candidate: the meeting widened by the buffer on both sides and
 * to its whole Medellín day(s) for the daily cap. The caller, who knows the rules, draws it.
 */
export interface BookingWindow {
  from: Date;
  to: Date;
}

/** The booking as stored, or why it was not: the slot engine's code, STALE or NOT_FOUND. */
export type BookingOutcome = { booking: Booking } | { problem: string };

/** Another write changed the booking since the caller read it (or it is cancelled): read it again. */
export const STALE = 'stale';
export const NOT_FOUND = 'not_found';

/** What the caller decides of a new booking; the repository adds its status, sequence 0 and the nulls. */
export type NewBooking = Pick<
  Booking,
  | 'uid'
  | 'kindId'
  | 'place'
  | 'startAt'
  | 'endAt'
  | 'day'
  | 'submissionId'
  | 'language'
  | 'tokenHash'
  | 'createdAt'
>;

export type ReminderKind = 'day' | 'hour';
const REMINDER_COLUMNS: Record<ReminderKind, string> = {
  day: 'reminder_day_sent_at',
  hour: 'reminder_hour_sent_at',
};

/**
 * A booking whose email is owed and due: a change not yet mailed, past its backoff, and claimed by no
 * server (or by one whose claim ran out).
 */
const MAIL_DUE =
  '(mailed_sequence IS NULL OR mailed_sequence < sequence) ' +
  'AND (mail_next_attempt_at IS NULL OR mail_next_attempt_at <= :now) ' +
  'AND (mail_locked_until IS NULL OR mail_locked_until < :now)';

/**
 * No meeting lasts longer than this, so one that overlaps an instant started at most this long before it:
 * the lower bound that makes "the meetings overlapping [from, to)" a range of the (status, start_at) index.
 */
const LONGEST_MEETING_MS = BOOKING_LIMITS.maxMeetingMinutes * 60_000;

/**
 * The bookings' queries. A write that can fill a slot (book, reschedule) runs under the lock of every
 * Medellín day its window touches, taken by the engine's implementation (`locked`): read the busy meetings,
 * ask the caller's rule, write, and no other such write on those days runs in between, on this server or
 * another. Every other write is one statement, atomic on its own (a cancellation only frees time; a
 * reminder is claimed by the UPDATE that marks it).
 */
export abstract class BookingsRepository {
  constructor(
    protected readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Runs `work` holding the lock of `days` (ascending), its statements on `runner`. */
  protected abstract locked<T>(
    days: readonly string[],
    work: (runner: QueryRunner) => Promise<T>,
  ): Promise<T>;

  /** Stores the booking when `accept` finds it fits among the active meetings overlapping `window`. */
  book(row: NewBooking, accept: Accept, window: BookingWindow): Promise<BookingOutcome> {
    return this.locked(lockedDays(window, row.day), async (runner) => {
      const problem = accept(await this.busy(window, runner));
      if (problem !== null) return { problem };
      const values: Omit<Booking, 'id' | 'submission'> = {
        ...row,
        sequence: 0,
        status: 'booked',
        updatedAt: row.createdAt,
        cancelledAt: null,
        reminderDaySentAt: null,
        reminderHourSentAt: null,
        // Owed from the start: the invitation is on its way as soon as this commits.
        mailedSequence: null,
        mailAttempts: 0,
        mailNextAttemptAt: null,
        mailLockedUntil: null,
        mailError: null,
      };
      const columns = this.dataSource
        .getMetadata(Booking)
        .columns.filter((column) => column.propertyName in values);
      const names = columns.map((column) => column.databaseName).join(', ');
      const slots = columns.map((column) => `:${column.propertyName}`).join(', ');
      const [booking] = await this.write(
        `INSERT INTO ${BOOKINGS_TABLE} (${names}) VALUES (${slots}) RETURNING *`,
        values,
        runner,
      );
      return { booking };
    });
  }

  /**
   * Moves an active booking to [start, end) on `day` when `accept` finds it fits among the other active
   * meetings overlapping `window`, one sequence up; STALE unless it is still at `expectedSequence`.
   */
  reschedule(
    id: number,
    expectedSequence: number,
    start: Date,
    end: Date,
    day: string,
    accept: Accept,
    window: BookingWindow,
  ): Promise<BookingOutcome> {
    return this.locked(lockedDays(window, day), async (runner) => {
      const current = await this.select(runner).where('b.id = :id', { id }).getOne();
      const refused = refusal(current, expectedSequence);
      if (refused) return { problem: refused };
      const problem = accept(await this.busy(window, runner, id));
      if (problem !== null) return { problem };
      // The guard again: on PostgreSQL a cancellation (no day lock) may have come in since the read. The
      // reminders are owed again for the new time (the mailer leaves out those the update email makes moot).
      const [booking] = await this.write(
        `UPDATE ${BOOKINGS_TABLE} SET start_at = :start, end_at = :end, day = :day, sequence = sequence + 1, ` +
          'updated_at = :now, reminder_day_sent_at = NULL, reminder_hour_sent_at = NULL ' +
          "WHERE id = :id AND sequence = :expectedSequence AND status = 'booked' RETURNING *",
        { start, end, day, now: this.clock.now(), id, expectedSequence },
        runner,
      );
      return booking ? { booking } : { problem: STALE };
    });
  }

  /** Cancels an active booking still at `expectedSequence`, one sequence up; cancelling twice is STALE. */
  async cancel(id: number, expectedSequence: number): Promise<BookingOutcome> {
    const now = this.clock.now();
    const [booking] = await this.write(
      `UPDATE ${BOOKINGS_TABLE} SET status = 'cancelled', cancelled_at = :now, updated_at = :now, ` +
        "sequence = sequence + 1 WHERE id = :id AND sequence = :expectedSequence AND status = 'booked' RETURNING *",
      { now, id, expectedSequence },
    );
    if (booking) return { booking };
    return { problem: refusal(await this.byId(id), expectedSequence) ?? STALE };
  }

  /** The active meetings overlapping [from, to), by start: what the slot engine weighs. */
  async busyBetween(from: Date, to: Date): Promise<BusyMeeting[]> {
    return this.busy({ from, to });
  }

  /**
   * Every booking overlapping [from, to), active and cancelled, by start, each with its request (one
   * query, joined): the staff's calendar.
   */
  between(from: Date, to: Date): Promise<Booking[]> {
    return this.overlapping(from, to, ['booked', 'cancelled'])
      .leftJoinAndSelect('b.submission', 's')
      .getMany();
  }

  async byId(id: number): Promise<Booking | undefined> {
    return (await this.select().where('b.id = :id', { id }).getOne()) ?? undefined;
  }

  /** One booking with its request (joined), for the staff panel. */
  async withRequest(id: number): Promise<Booking | undefined> {
    const query = this.select().leftJoinAndSelect('b.submission', 's').where('b.id = :id', { id });
    return (await query.getOne()) ?? undefined;
  }

  /** The booking of a visitor's private link, by the hash of its token. */
  async byTokenHash(tokenHash: string): Promise<Booking | undefined> {
    return (await this.select().where('b.token_hash = :tokenHash', { tokenHash }).getOne()) ?? undefined;
  }

  /** The bookings of one consultation request, by start. */
  bySubmission(submissionId: number): Promise<Booking[]> {
    return this.select()
      .where('b.submission_id = :submissionId', { submissionId })
      .orderBy('b.startAt', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getMany();
  }

  /**
   * Every booking of these requests, newest first (by id), in one query on the submission_id index: the
   * requests' list reads its page's bookings at once, never one query per request.
   */
  ofSubmissions(submissionIds: readonly number[]): Promise<Booking[]> {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return this.select()
      .where('b.submission_id IN (:...submissionIds)', { submissionIds })
      .orderBy('b.id', 'DESC')
      .getMany();
  }

  /**
   * Claims the `kind` reminder of every active booking that starts within `leadMinutes` after `now` and has
   * not had it: marked sent by the same UPDATE that finds them, so of several servers each booking's
   * reminder goes to one. Answers the claimed bookings, by start.
   */
  async claimReminder(kind: ReminderKind, now: Date, leadMinutes: number): Promise<Booking[]> {
    const column = REMINDER_COLUMNS[kind];
    const claimed = await this.write(
      `UPDATE ${BOOKINGS_TABLE} SET ${column} = :now WHERE status = 'booked' AND start_at > :now ` +
        `AND start_at <= :until AND ${column} IS NULL RETURNING *`,
      { now, until: new Date(now.getTime() + leadMinutes * 60_000) },
    );
    return claimed.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id);
  }

  /** Gives a claimed reminder back (its email failed): the next claim takes it again. */
  async releaseReminder(kind: ReminderKind, claimed: Booking): Promise<void> {
    const column = REMINDER_COLUMNS[kind];
    const claimedAt = kind === 'day' ? claimed.reminderDaySentAt : claimed.reminderHourSentAt;
    await this.write(
      `UPDATE ${BOOKINGS_TABLE} SET ${column} = NULL WHERE id = :id AND ${column} = :claimedAt`,
      {
        id: claimed.id,
        claimedAt,
      },
    );
  }

  /**
   * Claims up to `limit` bookings whose email is owed (their sequence not yet mailed) and due at `now`, for
   * this server until `lockedUntil`: one UPDATE that re-checks the due condition on each row, so of several
   * servers each booking goes to one, and a server that stopped mid-send is taken over once its lock ends.
   * Answers the claimed bookings, as they are now (the email tells this state).
   */
  async claimMail(now: Date, lockedUntil: Date, limit: number): Promise<Booking[]> {
    const claimed = await this.write(
      `UPDATE ${BOOKINGS_TABLE} SET mail_locked_until = :lockedUntil WHERE ${MAIL_DUE} AND id IN ` +
        `(SELECT id FROM ${BOOKINGS_TABLE} WHERE ${MAIL_DUE} ORDER BY id LIMIT :limit) RETURNING *`,
      { now, lockedUntil, limit },
    );
    return claimed.sort((a, b) => a.id - b.id);
  }

  /**
   * The claimed email went out, or will never go (`note` says why): the claim's sequence is mailed. A later
   * change (a move after the claim) stays owed. Answers false when the claim was no longer this server's.
   */
  async mailDone(claimed: Booking, note: string | null): Promise<boolean> {
    return this.settleMail(
      claimed,
      'mailed_sequence = :sequence, mail_attempts = 0, mail_next_attempt_at = NULL, mail_error = :note',
      { sequence: claimed.sequence, note },
    );
  }

  /**
   * The claimed email is owed again from `at`: after a failed attempt (`failed`, one more in the count), or
   * held back without an attempt (a cap, a shutdown).
   */
  async mailLater(claimed: Booking, at: Date, reason: string | null, failed: boolean): Promise<boolean> {
    return this.settleMail(
      claimed,
      'mail_attempts = mail_attempts + :added, mail_next_attempt_at = :at, mail_error = :reason',
      { at, reason, added: failed ? 1 : 0 },
    );
  }

  /** Ends this server's claim on the booking's email with `changes`, only while the claim is still its own. */
  private async settleMail(claimed: Booking, changes: string, parameters: object): Promise<boolean> {
    const settled = await this.write(
      `UPDATE ${BOOKINGS_TABLE} SET ${changes}, mail_locked_until = NULL ` +
        'WHERE id = :id AND mail_locked_until = :lockedUntil RETURNING id',
      { ...parameters, id: claimed.id, lockedUntil: claimed.mailLockedUntil },
    );
    return settled.length === 1;
  }

  /**
   * Deletes the bookings of these requests (a data subject's erasure, the retention purge); answers how
   * many. Deleting a request deletes its bookings too (the foreign key): this is for callers that need
   * them gone, and counted, first.
   */
  async deleteFor(submissionIds: readonly number[]): Promise<number> {
    if (submissionIds.length === 0) return 0;
    const deleted = await this.write(
      `DELETE FROM ${BOOKINGS_TABLE} WHERE submission_id IN (:...submissionIds) RETURNING *`,
      { submissionIds },
    );
    return deleted.length;
  }

  /** The active meetings overlapping the window, but `except` (the booking being moved). */
  private async busy(window: BookingWindow, runner?: QueryRunner, except?: number): Promise<BusyMeeting[]> {
    const query = this.overlapping(window.from, window.to, ['booked'], runner);
    if (except !== undefined) query.andWhere('b.id <> :except', { except });
    return (await query.getMany()).map((booking) => ({ start: booking.startAt, end: booking.endAt }));
  }

  private overlapping(
    from: Date,
    to: Date,
    statuses: readonly string[],
    runner?: QueryRunner,
  ): SelectQueryBuilder<Booking> {
    return this.select(runner)
      .where('b.status IN (:...statuses)', { statuses })
      .andWhere('b.start_at >= :earliest AND b.start_at < :to AND b.end_at > :from', {
        earliest: new Date(from.getTime() - LONGEST_MEETING_MS),
        to,
        from,
      })
      .orderBy('b.startAt', 'ASC')
      .addOrderBy('b.id', 'ASC');
  }

  private select(runner?: QueryRunner): SelectQueryBuilder<Booking> {
    return this.dataSource.createQueryBuilder(Booking, 'b', runner);
  }

  /**
   * One statement that answers the rows it wrote (RETURNING *, on both engines), as bookings. The comment
   * in front makes TypeORM's SQLite runner collect RETURNING's rows (PostgreSQL ignores it).
   */
  private async write(sql: string, parameters: object, given?: QueryRunner): Promise<Booking[]> {
    const { driver } = this.dataSource;
    const [query, values] = driver.escapeQueryWithParameters(`/* bookings */ ${sql}`, { ...parameters }, {});
    const runner = given ?? this.dataSource.createQueryRunner();
    try {
      const result = (await runner.query(query, values, true)) as QueryResult;
      const metadata = this.dataSource.getMetadata(Booking);
      return (result.records as Array<Record<string, unknown>>).map((raw) => {
        const booking = new Booking();
        for (const column of metadata.columns) {
          column.setEntityValue(booking, driver.prepareHydratedValue(raw[column.databaseName], column));
        }
        return booking;
      });
    } finally {
      if (!given) await runner.release();
    }
  }
}

/** Why a booking at hand cannot change: gone, or not the one the caller read (moved, or cancelled). */
function refusal(booking: Booking | null | undefined, expectedSequence: number): string | undefined {
  if (!booking) return NOT_FOUND;
  if (booking.sequence !== expectedSequence || booking.status !== 'booked') return STALE;
  return undefined;
}

/**
 * The Medellín days a write locks, ascending (so two writes never wait for each other in a circle): every
 * day the window touches, and the meeting's own.
 */
export function lockedDays(window: BookingWindow, day: string): string[] {
  const days = new Set([day, firmDayOf(window.from)]);
  for (let at = window.from; at < window.to; at = endOfFirmDate(firmDayOf(at))) days.add(firmDayOf(at));
  return [...days].sort();
}
