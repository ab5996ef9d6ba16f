import { DataSource } from 'typeorm';
import { submissionRow } from '../../test/factories';
import { useRepositoryDatabase } from '../../test/repository-database';
import { Clock } from '../common/clock';
import { hashToken } from '../common/secret-token';
import { ContactSubmission } from '../contacts/contact-submission.entity';
import { dataSourceOptions } from '../database/data-source-options';
import { applyPragmas } from '../database/pragmas';
import { Booking } from './booking.entity';
import { bookingsRepositoryFor } from './bookings-storage';
import { type BusyMeeting } from './slot-engine';
import {
  type Accept,
  type BookingOutcome,
  type BookingsRepository,
  type BookingWindow,
  lockedDays,
  type NewBooking,
  NOT_FOUND,
  STALE,
} from './bookings.repository';

const db = useRepositoryDatabase();

/** An instant on Medellín's clock (UTC-5) in January 2027. */
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2027, 0, day, hour + 5, minute));
const minutes = (instant: Date, count: number) => new Date(instant.getTime() + count * 60_000);
const medellinDay = (day: number) => `2027-01-${String(day).padStart(2, '0')}`;

let serial = 0;
/** A booking of `length` minutes from `start`, with a uid and token of its own. */
function meeting(start: Date, length = 30, submissionId: number | null = null): NewBooking {
  serial += 1;
  return {
    uid: `booking-${serial}@abogados.example`,
    kindId: 'consulta',
    place: 'office',
    startAt: start,
    endAt: minutes(start, length),
    day: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(start),
    submissionId,
    language: 'es',
    tokenHash: hashToken(`token-${serial}`),
    createdAt: at(1, 9),
  };
}

/** The slot rule of the specs: the candidate must not overlap a busy meeting widened by `buffer` minutes. */
function freeFor(start: Date, end: Date, buffer = 0): Accept {
  return (busy) =>
    busy.some((other) => minutes(other.start, -buffer) < end && minutes(other.end, buffer) > start)
      ? 'slot_taken'
      : null;
}

/** The candidate widened by the buffer: the window the specs pass. */
const around = (start: Date, end: Date, buffer = 0): BookingWindow => ({
  from: minutes(start, -buffer),
  to: minutes(end, buffer),
});

function booked(outcome: BookingOutcome): Booking {
  if (!('booking' in outcome)) throw new Error(`expected a booking, got ${outcome.problem}`);
  return outcome.booking;
}

async function bookFree(bookings: BookingsRepository, row: NewBooking): Promise<Booking> {
  return booked(await bookings.book(row, freeFor(row.startAt, row.endAt), around(row.startAt, row.endAt)));
}

describe(`BookingsRepository on ${db.engine}`, () => {
  const clock = new Clock();
  let bookings: BookingsRepository;
  /** A second server on the same database: its own DataSource (a pool of its own on PostgreSQL). */
  let other: DataSource;
  let otherBookings: BookingsRepository;
  let submissionId: number;

  beforeAll(async () => {
    clock.now = () => at(1, 10);
    bookings = bookingsRepositoryFor(db.config(), db.dataSource(), clock);
    other = await new DataSource(dataSourceOptions(db.config())).initialize();
    await applyPragmas(other);
    otherBookings = bookingsRepositoryFor(db.config(), other, clock);
    const requests = db.dataSource().getRepository(ContactSubmission);
    submissionId = Number((await requests.insert(submissionRow(1, at(1, 9)))).identifiers[0].id);
  });
  afterAll(async () => {
    if (other?.isInitialized) await other.destroy();
  });

  it('stores a booking at sequence 0 and reads it back by id, token, request and time', async () => {
    const row = meeting(at(4, 10), 45, submissionId);
    const stored = await bookFree(bookings, row);
    const expected = {
      ...row,
      id: stored.id,
      sequence: 0,
      status: 'booked',
      updatedAt: row.createdAt,
      cancelledAt: null,
      reminderDaySentAt: null,
      reminderHourSentAt: null,
      mailedSequence: null,
      mailAttempts: 0,
      mailNextAttemptAt: null,
      mailLockedUntil: null,
      mailError: null,
    };
    expect(stored).toEqual(expected);
    expect(await bookings.byId(stored.id)).toEqual(expected);
    expect(await bookings.byTokenHash(row.tokenHash)).toEqual(expected);
    expect(await bookings.bySubmission(submissionId)).toEqual([expected]);
    // The staff's calendar reads each booking's request in the same query.
    const request = await db
      .dataSource()
      .getRepository(ContactSubmission)
      .findOneByOrFail({ id: submissionId });
    expect(await bookings.between(at(4, 0), at(5, 0))).toEqual([{ ...expected, submission: request }]);
    expect(await bookings.byId(999_999)).toBeUndefined();
    expect(await bookings.byTokenHash(hashToken('nobody'))).toBeUndefined();
  });

  it('reads the active meetings overlapping [from, to), by start, and nothing that only touches it', async () => {
    // 5 January, stored whatever overlaps: 8:00-12:00 (the longest meeting), 9:30-10:00, 10:00-10:30,
    // 11:00-11:30 (cancelled), 12:00-12:30.
    const store = async (row: NewBooking) =>
      booked(await bookings.book(row, () => null, around(row.startAt, row.endAt)));
    const long = await store(meeting(at(5, 8), 240));
    const before = await store(meeting(at(5, 9, 30)));
    const inside = await store(meeting(at(5, 10)));
    const cancelled = await store(meeting(at(5, 11)));
    const after = await store(meeting(at(5, 12)));
    booked(await bookings.cancel(cancelled.id, 0));

    const busy = await bookings.busyBetween(at(5, 10), at(5, 12));
    expect(busy).toEqual([
      { start: long.startAt, end: long.endAt },
      { start: inside.startAt, end: inside.endAt },
    ]);
    expect(await bookings.busyBetween(at(5, 9, 45), at(5, 9, 50))).toEqual([
      { start: long.startAt, end: long.endAt },
      { start: before.startAt, end: before.endAt },
    ]);
    expect(await bookings.busyBetween(at(5, 12, 30), at(5, 13))).toEqual([]);
    // The staff's view has the cancelled meeting too.
    expect((await bookings.between(at(5, 10), at(5, 12, 1))).map((row) => row.id)).toEqual([
      long.id,
      inside.id,
      cancelled.id,
      after.id,
    ]);
  });

  it('hands the rule the busy meetings of the window and stores nothing it refuses', async () => {
    const first = await bookFree(bookings, meeting(at(6, 9)));
    const candidate = meeting(at(6, 9, 30));
    let seen: BusyMeeting[] = [];
    const outcome = await bookings.book(
      candidate,
      (busy) => {
        seen = busy;
        return freeFor(candidate.startAt, candidate.endAt, 15)(busy);
      },
      around(candidate.startAt, candidate.endAt, 15),
    );
    expect(outcome).toEqual({ problem: 'slot_taken' });
    expect(seen).toEqual([{ start: first.startAt, end: first.endAt }]);
    expect(await bookings.byTokenHash(candidate.tokenHash)).toBeUndefined();
    // Without the buffer it fits.
    await bookFree(bookings, candidate);
  });

  it('books a slot asked for by 20 visitors at once exactly once', async () => {
    const rows = Array.from({ length: 20 }, () => meeting(at(7, 15)));
    const bookOn = (repository: BookingsRepository, row: NewBooking) =>
      repository.book(row, freeFor(row.startAt, row.endAt), around(row.startAt, row.endAt));
    // SQLite: one server per database file. PostgreSQL: two servers, ten visitors each.
    const outcomes = await Promise.all(
      rows.map((row, index) =>
        bookOn(db.engine === 'postgres' && index % 2 === 1 ? otherBookings : bookings, row),
      ),
    );
    expect(outcomes.filter((outcome) => 'booking' in outcome)).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => 'problem' in outcome && outcome.problem === 'slot_taken'),
    ).toHaveLength(19);
    expect(await bookings.between(at(7, 0), at(8, 0))).toHaveLength(1);
  });

  it('keeps a daily cap over concurrent bookings of different slots, meetings across midnight included', async () => {
    // At most 2 meetings on 8 January: the window is the whole day.
    const day: BookingWindow = { from: at(8, 0), to: at(9, 0) };
    const capped: Accept = (busy) => (busy.length >= 2 ? 'day_full' : null);
    const rows = [9, 10, 11, 14, 16].map((hour) => meeting(at(8, hour)));
    const outcomes = await Promise.all(
      rows.map((row, index) =>
        (index % 2 === 1 && db.engine === 'postgres' ? otherBookings : bookings).book(row, capped, day),
      ),
    );
    expect(outcomes.filter((outcome) => 'booking' in outcome)).toHaveLength(2);
    expect(await bookings.busyBetween(day.from, day.to)).toHaveLength(2);
    expect(lockedDays({ from: at(8, 23, 30), to: at(9, 0, 30) }, medellinDay(8))).toEqual([
      medellinDay(8),
      medellinDay(9),
    ]);
    expect(lockedDays({ from: at(9, 10), to: at(9, 11) }, medellinDay(9))).toEqual([medellinDay(9)]);
  });

  it('moves a booking one sequence up, free of its own old time, and refuses a stale or taken move', async () => {
    clock.now = () => at(2, 8);
    const neighbour = await bookFree(bookings, meeting(at(11, 9)));
    const mine = await bookFree(bookings, meeting(at(11, 10)));
    const move = (sequence: number, start: Date) =>
      bookings.reschedule(
        mine.id,
        sequence,
        start,
        minutes(start, 30),
        medellinDay(11),
        freeFor(start, minutes(start, 30)),
        around(start, minutes(start, 30)),
      );

    // Overlaps only its own old time.
    const moved = booked(await move(0, at(11, 10, 15)));
    expect(moved).toEqual({
      ...mine,
      startAt: at(11, 10, 15),
      endAt: at(11, 10, 45),
      sequence: 1,
      updatedAt: at(2, 8),
    });
    expect(await bookings.byId(mine.id)).toEqual(moved);
    expect(await move(0, at(11, 12))).toEqual({ problem: STALE });
    expect(await move(1, at(11, 9, 15))).toEqual({ problem: 'slot_taken' });
    expect(await bookings.byId(mine.id)).toEqual(moved);

    // To another day.
    const next = booked(
      await bookings.reschedule(
        mine.id,
        1,
        at(12, 16),
        at(12, 16, 30),
        medellinDay(12),
        freeFor(at(12, 16), at(12, 16, 30)),
        { from: at(12, 0), to: at(13, 0) },
      ),
    );
    expect(next).toMatchObject({ day: medellinDay(12), startAt: at(12, 16), sequence: 2 });
    expect(await bookings.busyBetween(at(11, 0), at(12, 0))).toEqual([
      { start: neighbour.startAt, end: neighbour.endAt },
    ]);
    expect(
      await bookings.reschedule(999_999, 0, at(12, 9), at(12, 9, 30), medellinDay(12), () => null, {
        from: at(12, 9),
        to: at(12, 9, 30),
      }),
    ).toEqual({ problem: NOT_FOUND });
  });

  it('lets one of two concurrent moves of the same sequence through', async () => {
    const mine = await bookFree(bookings, meeting(at(13, 10)));
    const moveOn = (repository: BookingsRepository, start: Date) =>
      repository.reschedule(
        mine.id,
        0,
        start,
        minutes(start, 30),
        medellinDay(13),
        freeFor(start, minutes(start, 30)),
        around(start, minutes(start, 30)),
      );
    const second = db.engine === 'postgres' ? otherBookings : bookings;
    const outcomes = await Promise.all([moveOn(bookings, at(13, 14)), moveOn(second, at(13, 16))]);
    const winners = outcomes.filter((outcome) => 'booking' in outcome);
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((outcome) => 'problem' in outcome && outcome.problem === STALE)).toHaveLength(1);
    const stored = await bookings.byId(mine.id);
    expect(stored?.sequence).toBe(1);
    expect(stored).toEqual(booked(winners[0]));
  });

  it('cancels once, one sequence up, and frees the slot', async () => {
    clock.now = () => at(3, 12);
    const mine = await bookFree(bookings, meeting(at(14, 10)));
    const cancelled = booked(await bookings.cancel(mine.id, 0));
    expect(cancelled).toEqual({
      ...mine,
      status: 'cancelled',
      sequence: 1,
      cancelledAt: at(3, 12),
      updatedAt: at(3, 12),
    });
    expect(await bookings.cancel(mine.id, 1)).toEqual({ problem: STALE });
    expect(await bookings.cancel(mine.id, 0)).toEqual({ problem: STALE });
    expect(await bookings.cancel(999_999, 0)).toEqual({ problem: NOT_FOUND });
    expect(await bookings.byId(mine.id)).toEqual(cancelled);
    expect(
      await bookings.reschedule(mine.id, 1, at(14, 12), at(14, 12, 30), medellinDay(14), () => null, {
        from: at(14, 12),
        to: at(14, 12, 30),
      }),
    ).toEqual({ problem: STALE });
    await bookFree(bookings, meeting(at(14, 10)));
  });

  it('claims each reminder once across two servers, never for a cancelled or started meeting', async () => {
    const now = at(20, 9);
    const soon = await bookFree(bookings, meeting(at(20, 9, 30)));
    const later = await bookFree(bookings, meeting(at(20, 20)));
    const tomorrow = await bookFree(bookings, meeting(at(21, 8)));
    const beyond = await bookFree(bookings, meeting(at(21, 10)));
    const cancelled = await bookFree(bookings, meeting(at(20, 11)));
    await bookFree(bookings, meeting(at(20, 8, 45)));
    booked(await bookings.cancel(cancelled.id, 0));

    const [mine, theirs] = await Promise.all([
      bookings.claimReminder('day', now, 24 * 60),
      otherBookings.claimReminder('day', now, 24 * 60),
    ]);
    const claimed = [...mine, ...theirs].map((booking) => booking.id).sort((a, b) => a - b);
    expect(claimed).toEqual([soon.id, later.id, tomorrow.id]);
    for (const booking of [...mine, ...theirs]) expect(booking.reminderDaySentAt).toEqual(now);
    expect(mine.map((booking) => booking.startAt)).toEqual(
      [...mine].map((booking) => booking.startAt).sort((a, b) => a.getTime() - b.getTime()),
    );
    expect(await bookings.claimReminder('day', minutes(now, 5), 24 * 60)).toEqual([]);
    expect((await bookings.byId(beyond.id))?.reminderDaySentAt).toBeNull();
    expect((await bookings.byId(cancelled.id))?.reminderDaySentAt).toBeNull();

    // The hour's reminder is its own.
    const hour = await Promise.all([
      bookings.claimReminder('hour', now, 60),
      otherBookings.claimReminder('hour', now, 60),
    ]);
    expect(hour.flat().map((booking) => [booking.id, booking.reminderHourSentAt])).toEqual([[soon.id, now]]);
    expect((await bookings.byId(soon.id))?.reminderDaySentAt).toEqual(now);

    // Given back (its email failed), it is claimed again; a move makes both owed for the new time.
    await bookings.releaseReminder('hour', hour.flat()[0]);
    expect((await bookings.claimReminder('hour', now, 60)).map((booking) => booking.id)).toEqual([soon.id]);
    const moved = booked(
      await bookings.reschedule(later.id, 0, at(22, 15), at(22, 15, 30), medellinDay(22), () => null, {
        from: at(22, 15),
        to: at(22, 15, 30),
      }),
    );
    expect([moved.reminderDaySentAt, moved.reminderHourSentAt]).toEqual([null, null]);
  });

  it("claims each booking's owed email once across two servers, and owes it again after each change", async () => {
    const now = at(26, 9);
    const lock = minutes(now, 2);
    const rows = await Promise.all([1, 2, 3].map((hour) => bookFree(bookings, meeting(at(27, 8 + hour)))));
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    // The earlier tests' bookings are owed too: the claims take them all, the checks look at these three.
    const mine = (claimed: Booking[]) => claimed.filter((booking) => ids.includes(booking.id));

    const [first, second] = await Promise.all([
      bookings.claimMail(now, lock, 1000),
      otherBookings.claimMail(now, lock, 1000),
    ]);
    expect([...mine(first), ...mine(second)].map((booking) => booking.id).sort((a, b) => a - b)).toEqual(ids);
    for (const booking of [...first, ...second]) expect(booking.mailLockedUntil).toEqual(lock);
    // Held until the lock ends.
    expect(mine(await bookings.claimMail(minutes(now, 1), minutes(now, 3), 1000))).toEqual([]);

    const [sent, failed, stale] = [...mine(first), ...mine(second)].sort((a, b) => a.id - b.id);
    expect(await bookings.mailDone(sent, null)).toBe(true);
    expect(await bookings.mailLater(failed, minutes(now, 10), 'SMTP 451 try later', true)).toBe(true);
    // A claim that is no longer this server's settles nothing.
    expect(await bookings.mailDone({ ...stale, mailLockedUntil: minutes(now, 1) }, null)).toBe(false);
    expect(await bookings.byId(sent.id)).toMatchObject({ mailedSequence: 0, mailLockedUntil: null });
    expect(await bookings.byId(failed.id)).toMatchObject({
      mailedSequence: null,
      mailAttempts: 1,
      mailNextAttemptAt: minutes(now, 10),
      mailError: 'SMTP 451 try later',
    });

    // Past the lock: the stale claim's booking is due again; the failed one after its backoff.
    const later = minutes(now, 5);
    const retaken = mine(await bookings.claimMail(later, minutes(now, 60), 1000));
    expect(retaken.map((booking) => booking.id)).toEqual([stale.id]);
    const retried = mine(await bookings.claimMail(minutes(now, 10), minutes(now, 60), 1000));
    expect(retried.map((booking) => booking.id)).toEqual([failed.id]);
    for (const booking of [...retaken, ...retried]) expect(await bookings.mailDone(booking, null)).toBe(true);

    // The mailed one is owed again once cancelled, at its new sequence.
    booked(await bookings.cancel(sent.id, 0));
    const again = mine(await bookings.claimMail(minutes(now, 20), minutes(now, 22), 1000));
    expect(again.map((booking) => [booking.id, booking.sequence, booking.status])).toEqual([
      [sent.id, 1, 'cancelled'],
    ]);
    await bookings.mailDone(again[0], null);
    expect(mine(await bookings.claimMail(minutes(now, 30), minutes(now, 32), 1000))).toEqual([]);
  });

  it("reads the bookings of a page of requests in one query, newest first, and no one else's", async () => {
    const requests = db.dataSource().getRepository(ContactSubmission);
    const [first, second, third] = await Promise.all(
      [4, 5, 6].map(async (index) =>
        Number((await requests.insert(submissionRow(index, at(1, 9)))).identifiers[0].id),
      ),
    );
    const older = await bookFree(bookings, meeting(at(29, 9), 30, first));
    const newer = await bookFree(bookings, meeting(at(29, 8), 30, first));
    const theirs = await bookFree(bookings, meeting(at(29, 10), 30, second));
    await bookFree(bookings, meeting(at(29, 11), 30, third));

    const ids = (rows: Booking[]) => rows.map((booking) => [booking.submissionId, booking.id]);
    expect(ids(await bookings.ofSubmissions([first, second, 999_999]))).toEqual([
      [second, theirs.id],
      [first, newer.id],
      [first, older.id],
    ]);
    expect(await bookings.ofSubmissions([])).toEqual([]);
  });

  it('deletes the bookings of erased requests, and a request takes its bookings with it', async () => {
    const requests = db.dataSource().getRepository(ContactSubmission);
    const [first, second] = await Promise.all(
      [2, 3].map(async (index) =>
        Number((await requests.insert(submissionRow(index, at(1, 9)))).identifiers[0].id),
      ),
    );
    await bookFree(bookings, meeting(at(25, 9), 30, first));
    await bookFree(bookings, meeting(at(25, 10), 30, first));
    const kept = await bookFree(bookings, meeting(at(25, 11), 30, second));
    await bookFree(bookings, meeting(at(26, 11), 30, second));

    expect(await bookings.deleteFor([first, 999_999])).toBe(2);
    expect(await bookings.deleteFor([])).toBe(0);
    expect(await bookings.bySubmission(first)).toEqual([]);
    expect((await bookings.bySubmission(second)).map((booking) => booking.id)[0]).toBe(kept.id);
    await requests.delete({ id: second });
    expect(await bookings.bySubmission(second)).toEqual([]);
  });

  it("reads a window's active meetings over a year of bookings from a range of one index", async () => {
    const dataSource = db.dataSource();
    // A year of meetings in 2028: eight a day on 250 days, inserted 200 at a time.
    const year = Array.from({ length: 2000 }, (_, index) => {
      const row = meeting(new Date(Date.UTC(2028, 0, 1 + Math.floor(index / 8), 13 + (index % 8))));
      return { ...row, sequence: 0, status: 'booked' as const, updatedAt: row.createdAt };
    });
    for (let index = 0; index < year.length; index += 200) {
      await dataSource.getRepository(Booking).insert(year.slice(index, index + 200));
    }
    if (db.engine === 'postgres') await dataSource.query('ANALYZE bookings');
    const from = new Date(Date.UTC(2028, 5, 1, 5));
    const to = minutes(from, 24 * 60);
    // The predicate busyBetween sends (bookings.repository.ts, overlapping()).
    const [sql, parameters] = dataSource.driver.escapeQueryWithParameters(
      `${db.engine === 'postgres' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} SELECT * FROM bookings b ` +
        "WHERE b.status IN ('booked') AND b.start_at >= :earliest AND b.start_at < :to AND b.end_at > :from",
      { earliest: minutes(from, -240), to, from },
      {},
    );
    const plan = JSON.stringify(await dataSource.query(sql, parameters));
    expect(plan).toContain('IDX_bookings_status_start_at');
    expect(plan).not.toMatch(/Seq Scan|SCAN b\b/);
    expect(await bookings.busyBetween(from, to)).toHaveLength(8);
  });
});
