import ICAL from 'ical.js';
import request from 'supertest';
import { type RunningApp } from '../src/app';
import { BookingService } from '../src/booking/booking.service';
import { Clock } from '../src/common/clock';
import { CROSS_SITE_MESSAGE } from '../src/security/same-origin';
import { auditRows } from './data-rights-seed';
import { STAFF } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { seedRequest } from './inquiries-seed';

/** Tuesday 1 December 2026, 9:30 in Medellín. */
const NOW = new Date('2026-12-01T14:30:00Z');
/** A time on Medellín's clock (UTC-5). */
const medellin = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`);
const LIST = '/api/admin/bookings';
const FEED = '/api/admin/booking/feed';
const STALE = 'The booking was changed since it was loaded: reload it, then try again';

interface Listed {
  id: number;
  uid: string;
  kind: string;
  kindName: { es: string; en: string };
  place: string;
  start: string;
  end: string;
  status: string;
  sequence: number;
  submission: {
    id: number;
    nombre: string;
    email: string;
    telefono: string;
    tipo_caso: string;
    processed: boolean;
  } | null;
}

/**
 * The staff's bookings (GET /api/admin/bookings, cancel, move) and their private calendar feed: the range
 * and its defaults, each booking's request joined, stale sequences, the slot rules on a staff move, the
 * activity log, the feed's address, its renewal and the iCalendar it serves, and the request chain's
 * refusals (session, origin).
 */
describe(`staff bookings (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  /** Requests and bookings seeded below, by name. */
  const requests: Record<string, number> = {};
  const ids: Record<string, number> = {};

  const asStaff = (test: request.Test) => test.set('Cookie', cookie).set('X-Error-Detail', 'codes');
  const list = (query: Record<string, string> = {}) => asStaff(request(http(running)).get(LIST).query(query));
  const cancel = (id: number, body: object) =>
    asStaff(request(http(running)).post(`${LIST}/${id}/cancel`).send(body));
  const move = (id: number, body: object) =>
    asStaff(request(http(running)).post(`${LIST}/${id}/move`).send(body));
  const listed = async (query: Record<string, string> = {}) =>
    ((await list(query).expect(200)).body as { bookings: Listed[] }).bookings;
  const one = async (id: number) =>
    (await listed({ from: '2026-10-01', to: '2026-12-31' })).find((booking) => booking.id === id)!;
  const entries = async (action: string) =>
    (await auditRows(running))
      .filter((row) => row.action === action)
      .map(({ actor, target, detail }) => ({ actor, target, detail }));
  const setNow = (instant: Date) => (running.app.get(Clock).now = () => instant);
  const feedPath = (url: string) => new URL(url).pathname;

  async function book(name: string, kind: string, start: Date, withRequest = true): Promise<void> {
    if (withRequest) requests[name] = await seedRequest(running, new Date(start.getTime() - 86_400_000));
    const { booking } = await running.app
      .get(BookingService)
      .reserve(kind, start, withRequest ? requests[name] : null, 'es');
    ids[name] = booking.id;
  }

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
    // Past meetings, booked when they were ahead: one 42 days before today, one 13 days before.
    setNow(medellin('2026-10-19', '09:00'));
    await book('october', 'oficina', medellin('2026-10-20', '10:00'));
    setNow(medellin('2026-11-16', '09:00'));
    await book('november', 'telefono', medellin('2026-11-18', '15:00'));
    setNow(NOW);
    await book('wednesday', 'oficina', medellin('2026-12-02', '10:00'));
    await book('walkIn', 'telefono', medellin('2026-12-03', '11:00'), false);
    await book('thursday', 'oficina', medellin('2026-12-03', '16:00'));
    await book('later', 'oficina', medellin('2026-12-16', '09:00'));
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('is 401 without a session, for the list, the changes and the feed address, and changes nothing', async () => {
    const anonymous = request(http(running));
    for (const answer of [
      await anonymous.get(LIST),
      await anonymous.post(`${LIST}/${ids.wednesday}/cancel`).send({ sequence: 0 }),
      await anonymous
        .post(`${LIST}/${ids.wednesday}/move`)
        .send({ sequence: 0, start: '2026-12-02T12:00:00-05:00' }),
      await anonymous.get(FEED),
      await anonymous.post(FEED),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
    expect(await one(ids.wednesday)).toMatchObject({ status: 'booked', sequence: 0 });
  });

  it('lists today to 14 days later by default, by start, each booking with its request', async () => {
    const bookings = await listed();
    expect(bookings.map((booking) => booking.id)).toEqual([ids.wednesday, ids.walkIn, ids.thursday]);
    const [wednesday, walkIn] = bookings;
    expect(wednesday).toEqual({
      id: ids.wednesday,
      uid: expect.stringMatching(/^[0-9a-f-]{36}@/),
      kind: 'oficina',
      kindName: { es: 'En la oficina', en: 'At the office' },
      place: 'office',
      start: '2026-12-02T15:00:00.000Z',
      end: '2026-12-02T15:45:00.000Z',
      status: 'booked',
      sequence: 0,
      submission: {
        id: requests.wednesday,
        nombre: expect.any(String),
        email: expect.stringContaining('@example.com'),
        telefono: '+57 300 000 0000',
        tipo_caso: expect.any(String),
        processed: false,
      },
    });
    expect(walkIn).toMatchObject({ kind: 'telefono', place: 'phone', submission: null });
    // Only from: the 14 days after it.
    expect((await listed({ from: '2026-12-03' })).map((booking) => booking.id)).toEqual([
      ids.walkIn,
      ids.thursday,
      ids.later,
    ]);
  });

  it('lists the days asked for, both included, past ones too, and refuses a bad range with 400', async () => {
    expect((await listed({ from: '2026-12-16', to: '2026-12-16' })).map((b) => b.id)).toEqual([ids.later]);
    expect((await listed({ from: '2026-10-01', to: '2026-11-30' })).map((b) => b.id)).toEqual([
      ids.october,
      ids.november,
    ]);
    // 92 days is the most.
    expect(await listed({ from: '2026-10-01', to: '2026-12-31' })).toHaveLength(6);
    expect((await list({ from: '2026-10-01', to: '2027-01-01' }).expect(400)).body).toEqual({
      statusCode: 400,
      message: 'from and to may span at most 92 days',
      code: 'booking.staff.span',
    });
    expect((await list({ from: '2026-12-10', to: '2026-12-09' }).expect(400)).body).toEqual({
      statusCode: 400,
      message: 'to must be the same day as from or later',
      code: 'booking.staff.order',
    });
    const badDay = await list({ from: '2026-02-30' }).expect(400);
    expect(badDay.body.issues).toEqual([{ path: 'from', code: 'isCalendarDay' }]);
  });

  it('cancels from the sequence loaded, once: the same sequence again is a 409, and it is in the activity log', async () => {
    const cancelled = await cancel(ids.thursday, { sequence: 0 }).expect(200);
    expect(cancelled.body.booking).toMatchObject({
      id: ids.thursday,
      status: 'cancelled',
      sequence: 1,
      submission: { id: requests.thursday },
    });
    expect((await cancel(ids.thursday, { sequence: 0 }).expect(409)).body).toEqual({
      statusCode: 409,
      message: STALE,
      code: 'booking.link.stale',
    });
    // Cancelled already: stale at its own sequence too.
    await cancel(ids.thursday, { sequence: 1 }).expect(409);
    expect(await one(ids.thursday)).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await entries('booking_cancelled')).toEqual([
      { actor: STAFF.email, target: `booking ${ids.thursday}`, detail: 'oficina 2026-12-03T21:00:00.000Z' },
    ]);
    // Its time is free again: another booking can take it.
    await running.app.get(BookingService).reserve('oficina', medellin('2026-12-03', '16:00'), null, 'es');
  });

  it('moves by the rules a visitor follows, from the sequence loaded, and logs where from and to', async () => {
    const body = (start: string, sequence = 0) => ({ sequence, start });
    // Too soon (notice 2 h), off the 30-minute grid, on a holiday (8 December), past the horizon (30 days).
    for (const [start, code] of [
      ['2026-12-01T10:30:00-05:00', 'booking.slot.notice'],
      ['2026-12-02T12:10:00-05:00', 'booking.slot.grid'],
      ['2026-12-08T10:00:00-05:00', 'booking.slot.closed'],
      ['2027-01-05T10:00:00-05:00', 'booking.slot.horizon'],
    ]) {
      expect((await move(ids.wednesday, body(start)).expect(400)).body.code).toBe(code);
    }
    // Onto the walk-in's meeting at 11:00 on the 3rd (and its buffer): taken.
    expect((await move(ids.wednesday, body('2026-12-03T11:00:00-05:00')).expect(409)).body.code).toBe(
      'booking.slot.taken',
    );
    const moved = await move(ids.wednesday, body('2026-12-02T14:00:00-05:00')).expect(200);
    expect(moved.body.booking).toMatchObject({
      id: ids.wednesday,
      start: '2026-12-02T19:00:00.000Z',
      end: '2026-12-02T19:45:00.000Z',
      status: 'booked',
      sequence: 1,
      submission: { id: requests.wednesday },
    });
    expect((await move(ids.wednesday, body('2026-12-02T15:00:00-05:00')).expect(409)).body.code).toBe(
      'booking.link.stale',
    );
    expect(await entries('booking_moved')).toEqual([
      {
        actor: STAFF.email,
        target: `booking ${ids.wednesday}`,
        detail: 'oficina 2026-12-02T15:00:00.000Z → 2026-12-02T19:00:00.000Z',
      },
    ]);
  });

  it('refuses what is not a change: an unknown id 404, a bad id, sequence or start 400', async () => {
    expect((await cancel(999_999, { sequence: 0 }).expect(404)).body).toEqual({
      statusCode: 404,
      message: 'No booking has this id',
      code: 'booking.staff.unknown',
    });
    await move(999_999, { sequence: 0, start: '2026-12-02T12:00:00-05:00' }).expect(404);
    await cancel(0, { sequence: 0 }).expect(400);
    expect((await cancel(ids.later, { sequence: -1 }).expect(400)).body.issues).toEqual([
      { path: 'sequence', code: 'min', args: [0] },
    ]);
    expect((await cancel(ids.later, {}).expect(400)).body.issues).toContainEqual({
      path: 'sequence',
      code: 'isInt',
    });
    expect(
      (await move(ids.later, { sequence: 0, start: '2026-12-17T10:00:00' }).expect(400)).body.issues,
    ).toEqual([{ path: 'start', code: 'isDateTime' }]);
    expect(await one(ids.later)).toMatchObject({ status: 'booked', sequence: 0 });
  });

  it.each([
    ['Sec-Fetch-Site', 'cross-site'],
    ['Origin', 'https://evil.example.com'],
  ])('refuses a change from another site (%s: %s) with 403, and changes nothing', async (header, value) => {
    const { url } = (await asStaff(request(http(running)).get(FEED)).expect(200)).body as { url: string };
    for (const refused of [
      await cancel(ids.later, { sequence: 0 }).set(header, value),
      await move(ids.later, { sequence: 0, start: '2026-12-17T10:00:00-05:00' }).set(header, value),
      await asStaff(request(http(running)).post(FEED)).set(header, value),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
    }
    expect(await one(ids.later)).toMatchObject({ status: 'booked', sequence: 0 });
    expect((await asStaff(request(http(running)).get(FEED)).expect(200)).body).toEqual({ url });
  });

  describe('the private calendar feed', () => {
    const address = async () =>
      ((await asStaff(request(http(running)).get(FEED)).expect(200)).body as { url: string }).url;

    it('gives one address, the same on every ask, whose iCalendar ical.js reads', async () => {
      const url = await address();
      expect(url).toMatch(/^https?:\/\/[^/]+\/api\/booking\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(await address()).toBe(url);
      const feed = await request(http(running)).get(feedPath(url)).expect(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toBe('no-store');
      const calendar = new ICAL.Component(ICAL.parse(feed.text));
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Bogota');
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      // From 30 days ago on: not October's meeting; the cancelled one kept and marked.
      const byUid = new Map(events.map((event) => [event.uid, event]));
      const all = await listed({ from: '2026-10-01', to: '2026-12-31' });
      const uid = (name: string) => all.find((booking) => booking.id === ids[name])!.uid;
      expect(byUid.has(uid('october'))).toBe(false);
      expect(events).toHaveLength(all.length - 1);
      const thursday = byUid.get(uid('thursday'))!;
      expect(thursday.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(thursday.sequence).toBe(1);
      const wednesday = byUid.get(uid('wednesday'))!;
      const request_ = all.find((booking) => booking.id === ids.wednesday)!.submission!;
      expect(wednesday.summary).toBe(`En la oficina · ${request_.nombre}`);
      expect(wednesday.startDate.toJSDate().toISOString()).toBe('2026-12-02T19:00:00.000Z');
      expect(wednesday.sequence).toBe(1);
      expect(wednesday.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(wednesday.description.split('\n')).toEqual([
        `Teléfono: ${request_.telefono}`,
        `Email: ${request_.email}`,
        expect.stringMatching(/^Tipo de caso: \S/),
        expect.stringMatching(new RegExp(`^Solicitud: https?://[^/]+/admin\\?contact=${request_.id}$`)),
      ]);
      const walkIn = byUid.get(uid('walkIn'))!;
      expect(walkIn.summary).toBe('Llamada telefónica');
      expect(walkIn.location).toBeNull();
    });

    it('renews the address: the old one answers 404 from then on, and the renewal is in the activity log', async () => {
      const old = await address();
      const renewed = await asStaff(request(http(running)).post(FEED)).expect(200);
      const { url } = renewed.body as { url: string };
      expect(url).not.toBe(old);
      expect(await address()).toBe(url);
      const gone = await request(http(running)).get(feedPath(old)).set('X-Error-Detail', 'codes').expect(404);
      expect(gone.body).toEqual({
        statusCode: 404,
        message: 'No calendar feed has this address: ask the panel for the current one',
        code: 'booking.feed.unknown',
      });
      await request(http(running)).get(feedPath(url)).expect(200);
      expect(await entries('booking_feed_renewed')).toEqual([
        { actor: STAFF.email, target: 'booking feed', detail: null },
      ]);
    });

    it('answers 404 to another secret, a malformed one and the address without .ics', async () => {
      const current = feedPath(await address());
      for (const path of [
        `/api/booking/feed/${'A'.repeat(43)}.ics`,
        '/api/booking/feed/abc.ics',
        current.replace(/\.ics$/, ''),
      ]) {
        await request(http(running)).get(path).expect(404);
      }
    });
  });
});
