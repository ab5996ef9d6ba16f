import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Booking } from '../src/booking/booking.entity';
import { Clock } from '../src/common/clock';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { NotificationOutbox } from '../src/notifications/notification-outbox.repository';
import { Notification } from '../src/notifications/notification.entity';
import { CROSS_SITE_MESSAGE } from '../src/security/same-origin';
import { bookingRequest, contactRequest } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';

/** Tuesday 1 December 2026, 9:30 in Medellín: the default availability's notice (2 hours) ends at 11:30. */
const NOW = new Date('2026-12-01T14:30:00Z');
const HOUR = 60 * 60_000;

/** A Medellín wall-clock time ('2026-12-02T10:00') as the UTC instant the API speaks. */
const at = (local: string): string => new Date(`${local}:00-05:00`).toISOString();

interface PublicBooking {
  uid: string;
  kind: string;
  kindName: { es: string; en: string };
  place: string;
  start: string;
  end: string;
  status: string;
  sequence: number;
  language: string;
  where: string | null;
  phone: string;
}

/**
 * The public booking API: what is offered, the free times, booking one (a consultation request created or
 * joined, under the form's rules and limits), the private link's reschedule and cancel, twenty visitors
 * racing for one slot, and a booked request counting as answered for the 60-minute promise.
 */
describe(`public booking (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  let now = NOW;

  const setClock = (instant: Date, ...servers: RunningApp[]) => {
    now = instant;
    for (const server of [running, ...servers]) server.app.get(Clock).now = () => now;
  };
  const book = (body: Record<string, unknown>, server = running) =>
    request(http(server)).post('/api/booking').set('X-Error-Detail', 'codes').send(body);
  const booking = bookingRequest;
  const rows = <T extends object>(entity: new () => T) =>
    running.app.get(DataSource).getRepository<T>(entity);
  const requestCount = () => rows(ContactSubmission).count();
  const bookingOf = async (uid: string) => rows(Booking).findOneByOrFail({ uid });
  const manage = (token: string, action = '') => `/api/booking/manage/${token}${action ? `/${action}` : ''}`;
  const staffGet = (path: string) => request(http(running)).get(path).set('Cookie', cookie).expect(200);

  beforeAll(async () => {
    running = await workspace.start({ PUBLIC_URL: 'https://abogados.example.co' });
    setClock(NOW);
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('offers the active kinds (the video call is off until staff give its link), the horizon and the notice', async () => {
    const { body } = await request(http(running)).get('/api/booking/offer').expect(200);
    expect(body).toEqual({
      kinds: [
        { id: 'oficina', name: expect.any(Object), minutes: 45, place: 'office' },
        { id: 'telefono', name: expect.any(Object), minutes: 30, place: 'phone' },
      ],
      horizonDays: 30,
      noticeMinutes: 120,
    });
  });

  it('gives the free times day by day: none before the notice, none on a holiday or a Sunday', async () => {
    const { body } = await request(http(running))
      .get('/api/booking/slots?kind=oficina&from=2026-12-01&to=2026-12-08')
      .expect(200);
    const days = (body as { kind: string; days: Array<{ day: string; slots: Array<{ start: string }> }> })
      .days;
    expect(body.kind).toBe('oficina');
    // Sunday the 6th is closed; Tuesday the 8th is the Immaculate Conception, a public holiday.
    expect(days.map((day) => day.day)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
    ]);
    expect(days[0].slots[0]).toEqual({ start: at('2026-12-01T11:30'), end: at('2026-12-01T12:15') });
    expect(days[1].slots[0].start).toBe(at('2026-12-02T08:00'));
  });

  it('follows the injected clock: an hour later, the first free time is an hour later', async () => {
    setClock(new Date(NOW.getTime() + HOUR));
    const { body } = await request(http(running))
      .get('/api/booking/slots?kind=oficina&from=2026-12-01&to=2026-12-01')
      .expect(200);
    expect(body.days[0].slots[0].start).toBe(at('2026-12-01T12:30'));
    setClock(NOW);
  });

  it.each([
    ['an unknown kind', 'kind=ninguna', 'booking.slot.kind'],
    ['an inactive kind', 'kind=video', 'booking.slot.kind'],
  ])('refuses the slots of %s with 400 and its code', async (_case, query, code) => {
    const { body } = await request(http(running))
      .get(`/api/booking/slots?${query}`)
      .set('X-Error-Detail', 'codes')
      .expect(400);
    expect(body.code).toBe(code);
  });

  it.each([
    ['a day that is none', 'kind=oficina&from=2026-02-30', 'from'],
    ['to before from', 'kind=oficina&from=2026-12-05&to=2026-12-04', 'to'],
    ['no kind', 'from=2026-12-05', 'kind'],
  ])('refuses the slots for %s with 400 naming the field', async (_case, query, path) => {
    const { body } = await request(http(running))
      .get(`/api/booking/slots?${query}`)
      .set('X-Error-Detail', 'codes')
      .expect(400);
    expect((body.issues as Array<{ path: string }>).map((issue) => issue.path)).toContain(path);
  });

  let first: { booking: PublicBooking; token: string };
  let firstEmail: string;

  it('books a free time: 201 with the booking and its link, and a request staff see and count', async () => {
    const before = (await staffGet('/api/contacts/stats')).body as { total: number; pending: number };
    const body = booking('oficina', at('2026-12-02T10:00'), { idioma: 'en', telefono: '+57 301 555 0101' });
    firstEmail = body.email as string;
    const response = await book(body).expect(201);
    first = response.body as typeof first;
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.booking).toEqual({
      uid: expect.stringMatching(/@abogados\.example\.co$/),
      kind: 'oficina',
      kindName: { es: expect.any(String), en: expect.any(String) },
      place: 'office',
      start: at('2026-12-02T10:00'),
      end: at('2026-12-02T10:45'),
      status: 'booked',
      sequence: 0,
      language: 'en',
      where: expect.stringContaining('Medellín'),
      phone: '+57 301 555 0101',
    });

    const stored = await bookingOf(first.booking.uid);
    const contacts = (await staffGet('/api/contacts?limit=100')).body as Array<{ id: number; email: string }>;
    expect(contacts.find((contact) => contact.id === stored.submissionId)?.email).toBe(firstEmail);
    const after = (await staffGet('/api/contacts/stats')).body as { total: number; pending: number };
    expect(after).toMatchObject({ total: before.total + 1, pending: before.pending + 1 });
    // Staff hear of it like any request; the visitor's plain acknowledgment gives way to the invitation.
    const kinds = (await rows(Notification).findBy({ submissionId: stored.submissionId! })).map(
      (row) => row.kind,
    );
    expect(kinds).toContain('new');
    expect(kinds).not.toContain('ack');
    expect((await rows(ContactSubmission).findOneByOrFail({ id: stored.submissionId! })).ackWithheld).toBe(
      true,
    );
  });

  it('joins the pending request the same email sent in the last 7 days instead of adding one', async () => {
    const count = await requestCount();
    const response = await book(booking('telefono', at('2026-12-02T15:00'), { email: firstEmail })).expect(
      201,
    );
    const joined = await bookingOf((response.body as typeof first).booking.uid);
    expect(joined.submissionId).toBe((await bookingOf(first.booking.uid)).submissionId);
    expect(await requestCount()).toBe(count);
    expect((response.body as typeof first).booking).toMatchObject({ place: 'phone', where: null });
  });

  it.each([
    ['a field the consultation form refuses', { nombre: ' a ' }, 'nombre'],
    ['no consent', { consent: false }, 'consent'],
    ['a start without its offset', { start: '2026-12-02T11:00:00' }, 'start'],
  ])('refuses %s with 400 naming it, and stores nothing', async (_case, overrides, path) => {
    const count = await requestCount();
    const { body } = await book(booking('oficina', at('2026-12-02T11:00'), overrides)).expect(400);
    expect((body.issues as Array<{ path: string }>).map((issue) => issue.path)).toContain(path);
    expect(await requestCount()).toBe(count);
  });

  it.each([
    ['off the grid', 'oficina', '2026-12-02T11:10', 'booking.slot.grid'],
    ['inside the notice', 'oficina', '2026-12-01T10:00', 'booking.slot.notice'],
    ['beyond the horizon', 'oficina', '2027-01-05T09:00', 'booking.slot.horizon'],
    ['on a holiday', 'oficina', '2026-12-08T09:00', 'booking.slot.closed'],
    ['of a kind not offered', 'video', '2026-12-02T11:00', 'booking.slot.kind'],
    ['of an unknown kind', 'ninguna', '2026-12-02T11:00', 'booking.slot.kind'],
  ])('refuses a start %s with 400 and its code, and stores nothing', async (_case, kind, local, code) => {
    const count = await requestCount();
    const { body } = await book(booking(kind, at(local))).expect(400);
    expect(body.code).toBe(code);
    expect(await requestCount()).toBe(count);
  });

  it('refuses a time just taken with 409 booking.slot.taken, before storing anything', async () => {
    const count = await requestCount();
    const { body } = await book(booking('oficina', at('2026-12-02T10:00'))).expect(409);
    expect(body.code).toBe('booking.slot.taken');
    expect(await requestCount()).toBe(count);
  });

  it('answers a filled hidden field with a look-alike 201 and stores nothing', async () => {
    const count = await requestCount();
    const bookings = await rows(Booking).count();
    const { body } = await book(
      booking('oficina', at('2026-12-02T12:00'), { website: 'spam.example' }),
    ).expect(201);
    expect(body.booking).toMatchObject({ kind: 'oficina', start: at('2026-12-02T12:00'), status: 'booked' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await requestCount()).toBe(count);
    expect(await rows(Booking).count()).toBe(bookings);
    await request(http(running))
      .get(manage(body.token as string))
      .expect(404);
  });

  it('refuses a post from another site, and another content type, storing nothing', async () => {
    const count = await requestCount();
    const cross = await book(booking('oficina', at('2026-12-02T13:00'))).set('Sec-Fetch-Site', 'cross-site');
    expect(cross.status).toBe(403);
    expect(cross.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
    await request(http(running)).post('/api/booking').type('text/plain').send('kind=oficina').expect(415);
    await request(http(running))
      .post(manage(first.token, 'cancel'))
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(await requestCount()).toBe(count);
  });

  describe('the private link', () => {
    let made: { booking: PublicBooking; token: string };

    beforeAll(async () => {
      made = (await book(booking('oficina', at('2026-12-03T09:00'))).expect(201)).body as typeof made;
    });

    it('shows the booking', async () => {
      const { body } = await request(http(running)).get(manage(made.token)).expect(200);
      expect(body).toEqual({ booking: made.booking });
    });

    it('moves it to another free time: same uid, one sequence up; a time the rules refuse is a 400 or 409', async () => {
      const move = (start: string) =>
        request(http(running))
          .post(manage(made.token, 'reschedule'))
          .set('X-Error-Detail', 'codes')
          .send({ start });
      expect((await move(at('2026-12-03T09:10')).expect(400)).body.code).toBe('booking.slot.grid');
      expect((await move(at('2026-12-02T10:00')).expect(409)).body.code).toBe('booking.slot.taken');
      const { body } = await move(at('2026-12-03T11:00')).expect(200);
      expect(body.booking).toEqual({
        ...made.booking,
        start: at('2026-12-03T11:00'),
        end: at('2026-12-03T11:45'),
        sequence: 1,
      });
    });

    it('cancels it, one sequence up; the link is used up after (410)', async () => {
      const { body } = await request(http(running)).post(manage(made.token, 'cancel')).expect(200);
      expect(body.booking).toMatchObject({ uid: made.booking.uid, status: 'cancelled', sequence: 2 });
      const gone = await request(http(running))
        .get(manage(made.token))
        .set('X-Error-Detail', 'codes')
        .expect(410);
      expect(gone.body.code).toBe('booking.link.gone');
      await request(http(running)).post(manage(made.token, 'cancel')).expect(410);
      await request(http(running))
        .post(manage(made.token, 'reschedule'))
        .send({ start: at('2026-12-03T14:00') })
        .expect(410);
      // The slot is free again.
      await book(booking('oficina', at('2026-12-03T11:00'))).expect(201);
    });

    it('is used up once the meeting has begun (410)', async () => {
      const soon = (await book(booking('telefono', at('2026-12-01T16:00'))).expect(201)).body as typeof made;
      setClock(new Date(at('2026-12-01T16:00')));
      await request(http(running)).get(manage(soon.token)).expect(410);
      setClock(NOW);
      await request(http(running)).get(manage(soon.token)).expect(200);
    });

    it.each([
      ['a token no booking has', 'A'.repeat(43)],
      ['a token of no shape', 'not-a-token'],
    ])('is 404 booking.link.unknown for %s', async (_case, token) => {
      const { body } = await request(http(running))
        .get(manage(token))
        .set('X-Error-Detail', 'codes')
        .expect(404);
      expect(body.code).toBe('booking.link.unknown');
      await request(http(running)).post(manage(token, 'cancel')).expect(404);
    });
  });

  it(`gives one slot to exactly one of 20 visitors at once${ENGINE === 'postgres' ? ', on two servers' : ''}`, async () => {
    const servers = [running];
    if (ENGINE === 'postgres')
      servers.push(await workspace.start({ PUBLIC_URL: 'https://abogados.example.co' }));
    try {
      setClock(NOW, ...servers);
      const start = at('2026-12-04T10:00');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          book(booking('oficina', start), servers[index % servers.length]),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(
        Array(19).fill('booking.slot.taken'),
      );
      expect(await rows(Booking).countBy({ startAt: new Date(start), status: 'booked' })).toBe(1);
    } finally {
      for (const server of servers.slice(1)) await server.close();
    }
  });

  describe('the 60-minute promise', () => {
    const overdueIds = async () =>
      ((await staffGet('/api/contacts?status=overdue&limit=100')).body as Array<{ id: number }>).map(
        (row) => row.id,
      );
    const overdueCount = async () =>
      ((await staffGet('/api/contacts/stats')).body as { overdue: number }).overdue;
    const reminded = async (id: number) =>
      (await rows(Notification).findBy({ submissionId: id, kind: 'overdue' })).length;

    it('counts a booked request as answered: not overdue, no reminder, until its booking is cancelled', async () => {
      const plain = (
        (await request(http(running)).post('/api/contact').send(contactRequest()).expect(201)).body as {
          id: number;
        }
      ).id;
      const made = (await book(booking('oficina', at('2026-12-07T09:00'))).expect(201)).body as {
        booking: PublicBooking;
        token: string;
      };
      const booked = (await bookingOf(made.booking.uid)).submissionId!;
      const stored = await rows(ContactSubmission).findOneByOrFail({ id: booked });

      setClock(new Date(stored.answerBy!.getTime() + HOUR));
      const outbox = running.app.get(NotificationOutbox);
      await outbox.addReminders(['email']);
      expect(await overdueIds()).toContain(plain);
      expect(await overdueIds()).not.toContain(booked);
      expect(await reminded(plain)).toBe(1);
      expect(await reminded(booked)).toBe(0);
      // Still pending: staff mark it processed themselves.
      expect((await rows(ContactSubmission).findOneByOrFail({ id: booked })).processed).toBe(false);

      const before = await overdueCount();
      setClock(NOW);
      await request(http(running)).post(manage(made.token, 'cancel')).expect(200);
      setClock(new Date(stored.answerBy!.getTime() + HOUR));
      expect(await overdueCount()).toBe(before + 1);
      expect(await overdueIds()).toContain(booked);
      await outbox.addReminders(['email']);
      expect(await reminded(booked)).toBe(1);
      setClock(NOW);
    });
  });

  describe("a request's booking in Requests", () => {
    const email = 'reserva.bandeja@example.com';
    const listed = async (id: number) =>
      ((await staffGet('/api/contacts?limit=100')).body as Array<{ id: number; booking: unknown }>).find(
        (row) => row.id === id,
      )?.booking;
    const detailed = async (id: number) =>
      ((await staffGet(`/api/contacts/${id}`)).body as { booking: unknown }).booking;
    /** What the list and the detail say of the request's booking; they must agree. */
    const shown = async (id: number) => {
      const [inList, inDetail] = await Promise.all([listed(id), detailed(id)]);
      expect(inDetail).toEqual(inList);
      return inList;
    };
    const bookAs = async (start: string) => {
      const made = (await book(booking('oficina', start, { email })).expect(201)).body as {
        booking: PublicBooking;
        token: string;
      };
      return { ...made, row: await bookingOf(made.booking.uid) };
    };
    const summary = (row: Booking, status: string) => ({
      id: row.id,
      kind: 'oficina',
      kindName: { es: expect.any(String), en: expect.any(String) },
      place: 'office',
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      status,
    });

    it('is null for a request without one', async () => {
      const { id } = (await request(http(running)).post('/api/contact').send(contactRequest()).expect(201))
        .body as { id: number };
      expect(await shown(id)).toBeNull();
    });

    it('is the latest one still on, else the latest cancelled one, in the list and the detail alike', async () => {
      const first = await bookAs(at('2026-12-09T09:00'));
      const id = first.row.submissionId!;
      expect(await shown(id)).toEqual(summary(first.row, 'booked'));
      expect(first.row.startAt.toISOString()).toBe(at('2026-12-09T09:00'));

      await request(http(running)).post(manage(first.token, 'cancel')).expect(200);
      expect(await shown(id)).toEqual(summary(first.row, 'cancelled'));

      // The same address books again: the pending request is joined, and the new booking is the one shown.
      const second = await bookAs(at('2026-12-09T10:00'));
      expect(second.row.submissionId).toBe(id);
      expect(await shown(id)).toEqual(summary(second.row, 'booked'));

      // A newer booking cancelled does not hide the older one that is still on.
      const third = await bookAs(at('2026-12-09T11:00'));
      expect(third.row.submissionId).toBe(id);
      await request(http(running)).post(manage(third.token, 'cancel')).expect(200);
      expect(await shown(id)).toEqual(summary(second.row, 'booked'));
    });
  });

  it("lists a person's bookings in their data-subject access, and erasure removes them", async () => {
    const email = 'titular.reserva@example.com';
    const made = (await book(booking('oficina', at('2026-12-10T09:00'), { email })).expect(201)).body as {
      booking: PublicBooking;
    };
    const access = await request(http(running))
      .post('/api/data-subjects/access')
      .set('Cookie', cookie)
      .send({ email })
      .expect(200);
    expect(access.body.bookings).toEqual([
      expect.objectContaining({ uid: made.booking.uid, kind: 'oficina', start: at('2026-12-10T09:00') }),
    ]);
    await request(http(running))
      .post('/api/data-subjects/erasure')
      .set('Cookie', cookie)
      .send({ email })
      .expect(200);
    expect(await rows(Booking).countBy({ uid: made.booking.uid })).toBe(0);
  });
});

describe(`public booking under the form's rate limits (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await workspace.start({ CONTACT_RATE_LIMIT_PER_MINUTE: '2' });
    running.app.get(Clock).now = () => NOW;
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('shares the per-address limit with POST /api/contact: past it, 429 with Retry-After', async () => {
    await request(http(running)).post('/api/contact').send(contactRequest()).expect(201);
    await request(http(running))
      .post('/api/booking')
      .send(bookingRequest('oficina', at('2026-12-02T09:00')))
      .expect(201);
    const limited = await request(http(running))
      .post('/api/booking')
      .send(bookingRequest('oficina', at('2026-12-02T11:00')))
      .expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(await running.app.get(DataSource).getRepository(Booking).count()).toBe(1);
  });
});
