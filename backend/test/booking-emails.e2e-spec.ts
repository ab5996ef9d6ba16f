import ICAL from 'ical.js';
import { DataSource } from 'typeorm';
import { type Language } from '@abogados/shared';
import { type RunningApp } from '../src/app';
import { Booking } from '../src/booking/booking.entity';
import { BOOKING_EMAIL_CAP_REASON } from '../src/booking/booking-email-limits';
import { BookingMailer } from '../src/booking/booking-mailer';
import { BookingService } from '../src/booking/booking.service';
import { Clock } from '../src/common/clock';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { ContentService } from '../src/content/content.service';
import { submissionRow } from './factories';
import { ENGINE, TestWorkspace } from './harness';
import { eventually } from './outbox-helpers';
import { type SunkMessage, SmtpSink } from './smtp-sink';

const PUBLIC_URL = 'https://abogados.example.co';
const MAIL = { NOTIFY_TO: 'abogada@firma.example', NOTIFY_FROM: 'Citas <citas@firma.example>', PUBLIC_URL };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Monday 1 March 2027, 7:00 in Medellín: the clock every server starts the suite on. */
const MONDAY = new Date('2027-03-01T12:00:00Z');

/** Sets every server's clock to `at`. */
function setClock(servers: RunningApp[], at: Date): void {
  for (const server of servers) server.app.get(Clock).now = () => at;
}

/** Runs every server's booking mail now and waits until none has a run in flight. */
async function runMail(servers: RunningApp[]): Promise<void> {
  for (const server of servers) server.app.get(BookingMailer).kick();
  await Promise.all(servers.map((server) => server.app.get(BookingMailer).whenIdle()));
}

let people = 0;
/** A consultation request of its own (a new address unless given) and a booking of it at a free start. */
async function book(
  running: RunningApp,
  options: { language?: Language; email?: string; kind?: string; after?: Date; nth?: number } = {},
) {
  people += 1;
  const { language = 'es', kind = 'oficina', nth = 0 } = options;
  const email = options.email ?? `persona${people}@correo.example`;
  const now = running.app.get(Clock).now();
  const requests = running.app.get(DataSource).getRepository(ContactSubmission);
  const inserted = await requests.insert({
    ...submissionRow(people, now),
    nombre: 'Mallory "Inyección" <b>',
    email,
    telefono: '+57 301 555 0101',
    language,
  });
  const submissionId = Number(inserted.identifiers[0].id);
  const service = running.app.get(BookingService);
  const after = options.after ?? now;
  const starts = (await service.slots(kind))
    .flatMap((day) => day.slots)
    .filter((slot) => new Date(slot.start) >= after);
  const start = new Date(starts[nth].start);
  const reserved = await service.reserve(kind, start, submissionId, language);
  return { ...reserved, email, submissionId };
}

/** The messages the sink has for `address`, in the order they arrived. */
const to = (sink: SmtpSink, address: string): SunkMessage[] =>
  sink.messages.filter((message) => message.envelope.to.includes(address));

/** Waits for the `count`th message to `address`; answers them all. */
const arrived = (sink: SmtpSink, address: string, count = 1) =>
  eventually(
    async () => to(sink, address),
    (found) => found.length >= count,
  );

/** The calendar parts of a message: the text/calendar alternative and the .ics attachment, as ical.js reads them. */
function calendarsOf(message: SunkMessage) {
  return message.mail.attachments
    .filter((part) => /^(text\/calendar|application\/ics)/.test(part.contentType))
    .map((part) => {
      const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
      const event = calendar.getFirstSubcomponent('vevent')!;
      const instant = (name: string) =>
        (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
      const attendee = event.getFirstProperty('attendee')!;
      return {
        contentType: part.contentType,
        method: calendar.getFirstPropertyValue('method'),
        uid: event.getFirstPropertyValue('uid'),
        sequence: event.getFirstPropertyValue('sequence'),
        start: instant('dtstart'),
        end: instant('dtend'),
        organizer: event.getFirstPropertyValue('organizer'),
        attendee: attendee.getFirstValue(),
        attendeeName: attendee.getParameter('cn'),
      };
    });
}

const bookingRow = (running: RunningApp, id: number) =>
  running.app.get(DataSource).getRepository(Booking).findOneByOrFail({ id });

describe(`a booking's emails to the prospect (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await workspace.start({ SMTP_URL: sink.url, ...MAIL });
  });
  beforeEach(() => setClock([running], MONDAY));
  afterEach(() => {
    sink.rejection = undefined;
  });
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('sends the invitation in Spanish: the kind, the Medellín time, where, the private links and the event', async () => {
    const { booking, token, email } = await book(running);
    const [message] = await arrived(sink, email);
    const { firm } = running.app.get(ContentService).snapshot();
    const { mail } = message;
    expect(mail.subject).toBe(
      `Tu cita está confirmada: lunes 1 de marzo, ${timeOf(booking.startAt)} (hora de Colombia) - ${firm.name}`,
    );
    const manage = `${PUBLIC_URL}/agendar/gestionar/${token}`;
    for (const part of [mail.text ?? '', String(mail.html)]) {
      expect(part).toContain('En la oficina');
      expect(part).toContain(firm.address.street);
      expect(part).toContain('(hora de Colombia)');
      expect(part).toContain(manage);
      expect(part).toContain(`${manage}#cancelar`);
      // Nothing the visitor typed but the address: not the name.
      expect(part).not.toContain('Mallory');
    }
    expect(mail.replyTo?.value[0].address).toBe(firm.email);
    const calendars = calendarsOf(message);
    expect(calendars.map((calendar) => calendar.contentType).sort()).toEqual([
      'application/ics',
      'text/calendar',
    ]);
    for (const calendar of calendars) {
      expect(calendar).toMatchObject({
        method: 'REQUEST',
        uid: booking.uid,
        sequence: 0,
        start: booking.startAt.toISOString(),
        end: booking.endAt.toISOString(),
        organizer: `mailto:${firm.email}`,
        attendee: `mailto:${email}`,
        attendeeName: email,
      });
    }
    expect((await bookingRow(running, booking.id)).mailedSequence).toBe(0);
  });

  it('sends an English booking its invitation, a move with the same UID one sequence up, then the cancellation', async () => {
    const { booking, token, email } = await book(running, { language: 'en', kind: 'telefono' });
    const [invited] = await arrived(sink, email);
    expect(invited.mail.subject).toMatch(
      /^Your appointment is booked: Monday, March 1, .* \(Colombia time\)/,
    );
    expect(invited.mail.text).toContain(`${PUBLIC_URL}/en/book/manage/${token}`);
    expect(invited.mail.text).toContain('We will call you at +57 301 555 0101');

    const service = running.app.get(BookingService);
    const later = new Date(booking.startAt.getTime() + 24 * HOUR);
    const moved = await service.move(booking, later);
    const [, update] = await arrived(sink, email, 2);
    expect(update.mail.subject).toMatch(/^Your appointment was moved: Tuesday, March 2, /);
    for (const calendar of calendarsOf(update)) {
      expect(calendar).toMatchObject({
        method: 'REQUEST',
        uid: booking.uid,
        sequence: 1,
        start: later.toISOString(),
        end: moved.endAt.toISOString(),
      });
    }

    await service.cancel(moved);
    const [, , cancellation] = await arrived(sink, email, 3);
    expect(cancellation.mail.subject).toMatch(/^Your appointment was cancelled: Tuesday, March 2, /);
    // The link is used up: the email offers to book again instead.
    expect(cancellation.mail.text).not.toContain(token);
    expect(cancellation.mail.text).toContain(`${PUBLIC_URL}/en/book`);
    const calendars = calendarsOf(cancellation);
    expect(calendars).toHaveLength(2);
    for (const calendar of calendars) {
      expect(calendar).toMatchObject({ method: 'CANCEL', uid: booking.uid, sequence: 2 });
    }
    expect(cancellation.mail.headers.get('content-type')).toMatchObject({ value: 'multipart/mixed' });
    expect(JSON.stringify(cancellation.mail.attachments.map((a) => a.headers.get('content-type')))).toContain(
      '"method":"CANCEL"',
    );
  });

  it('reminds a day and an hour before, each once, and never a cancelled booking', async () => {
    // Wednesday: booked well ahead, so both reminders are owed.
    const { booking, email } = await book(running, { after: new Date(MONDAY.getTime() + 48 * HOUR) });
    const cancelled = await book(running, { after: new Date(MONDAY.getTime() + 48 * HOUR), nth: 3 });
    await arrived(sink, email);
    await arrived(sink, cancelled.email);
    await running.app.get(BookingService).cancel(cancelled.booking);
    await arrived(sink, cancelled.email, 2);
    const start = booking.startAt.getTime();

    setClock([running], new Date(start - 25 * HOUR));
    await runMail([running]);
    expect(to(sink, email)).toHaveLength(1);

    setClock([running], new Date(start - 24 * HOUR + MINUTE));
    await runMail([running]);
    await runMail([running]);
    const [, day] = to(sink, email);
    expect(day.mail.subject).toMatch(/^Recordatorio de tu cita: miércoles 3 de marzo/);
    expect(calendarsOf(day)).toEqual([]);

    setClock([running], new Date(start - 59 * MINUTE));
    await runMail([running]);
    await runMail([running]);
    setClock([running], new Date(start - 10 * MINUTE));
    await runMail([running]);
    const sent = to(sink, email);
    expect(sent.map((message) => message.mail.subject?.split(':')[0])).toEqual([
      'Tu cita está confirmada',
      'Recordatorio de tu cita',
      'Tu cita empieza en una hora',
    ]);
    expect(to(sink, cancelled.email)).toHaveLength(2);
  });

  it('sends a booking made three hours ahead the hour reminder, not the day one', async () => {
    const soon = await book(running, { after: new Date(MONDAY.getTime() + 3 * HOUR) });
    const start = soon.booking.startAt.getTime();
    expect(start - MONDAY.getTime()).toBeLessThan(4 * HOUR);
    await arrived(sink, soon.email);
    await runMail([running]);
    setClock([running], new Date(start - 30 * MINUTE));
    await runMail([running]);
    expect(to(sink, soon.email).map((message) => message.mail.subject?.split(':')[0])).toEqual([
      'Tu cita está confirmada',
      'Tu cita empieza en una hora',
    ]);
  });

  it('retries an invitation the mail server refused after the backoff, and sends it then', async () => {
    sink.rejection = { code: 451, text: '4.3.0 Try again later' };
    const { booking, email } = await book(running, { nth: 2 });
    const waiting = await eventually(
      () => bookingRow(running, booking.id),
      (row) => row.mailAttempts === 1 && row.mailLockedUntil === null,
    );
    expect(waiting).toMatchObject({ mailedSequence: null, mailError: 'SMTP 451 4.3.0 Try again later' });
    // The first retry is 5 s later.
    expect(waiting.mailNextAttemptAt).toEqual(new Date(MONDAY.getTime() + 5_000));
    await runMail([running]);
    expect(to(sink, email)).toEqual([]);

    sink.rejection = undefined;
    setClock([running], new Date(MONDAY.getTime() + 4_000));
    await runMail([running]);
    expect(to(sink, email)).toEqual([]);
    setClock([running], new Date(MONDAY.getTime() + 5_000));
    await runMail([running]);
    expect(to(sink, email)).toHaveLength(1);
    expect(await bookingRow(running, booking.id)).toMatchObject({
      mailedSequence: 0,
      mailAttempts: 0,
      mailError: null,
    });
  });
});

/** "9:30 a. m.": a start on Medellín's clock as the Spanish email writes it. */
function timeOf(start: Date): string {
  const hour = (start.getUTCHours() + 19) % 24;
  const minute = String(start.getUTCMinutes()).padStart(2, '0');
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
}

describe(`two servers on one ${ENGINE} database sending booking emails`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let servers: RunningApp[];
  let withoutSmtp: RunningApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    const env = { SMTP_URL: sink.url, ...MAIL };
    servers = [await workspace.start(env), await workspace.start(env)];
    withoutSmtp = await workspace.start({ PUBLIC_URL });
  });
  beforeEach(() => setClock([...servers, withoutSmtp], MONDAY));
  afterAll(async () => {
    for (const server of [...servers, withoutSmtp]) await server.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('leaves a booking made on a server without SMTP to one with it', async () => {
    const { booking, email } = await book(withoutSmtp, { nth: 5 });
    await runMail([withoutSmtp]);
    expect(await bookingRow(withoutSmtp, booking.id)).toMatchObject({
      mailedSequence: null,
      mailLockedUntil: null,
    });
    await runMail(servers);
    await arrived(sink, email);
  });

  it('sends each invitation and each reminder once', async () => {
    sink.rejection = { code: 451, text: '4.3.0 Try again later' };
    const made: Array<Awaited<ReturnType<typeof book>>> = [];
    // Six on Wednesday (its daily cap), each at the first free start, so the day's reminders are due together.
    for (let index = 0; index < 6; index++) {
      made.push(await book(servers[index % 2], { after: new Date(MONDAY.getTime() + 48 * HOUR) }));
    }
    expect(new Set(made.map(({ booking }) => booking.day))).toEqual(new Set(['2027-03-03']));
    const rows = () => Promise.all(made.map(({ booking }) => bookingRow(servers[0], booking.id)));
    await eventually(rows, (found) =>
      found.every((row) => row.mailAttempts === 1 && row.mailLockedUntil === null),
    );
    await runMail(servers);
    sink.rejection = undefined;
    setClock(servers, new Date(MONDAY.getTime() + 10 * MINUTE));
    await runMail(servers);
    await eventually(rows, (found) => found.every((row) => row.mailedSequence === 0));
    for (const { email } of made) expect(to(sink, email)).toHaveLength(1);

    // Both servers find every day reminder due at the same moment.
    const last = Math.max(...made.map(({ booking }) => booking.startAt.getTime()));
    setClock(servers, new Date(last - 23 * HOUR));
    await runMail(servers);
    await runMail(servers);
    for (const { email } of made) {
      expect(to(sink, email).map((message) => message.mail.subject?.split(':')[0])).toEqual([
        'Tu cita está confirmada',
        'Recordatorio de tu cita',
      ]);
    }
  });
});

describe(`the cap on booking emails to one mailbox (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await workspace.start({ SMTP_URL: sink.url, ...MAIL, VISITOR_EMAILS_PER_HOUR: '2' });
    setClock([running], MONDAY);
  });
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('holds back the third booking email to one mailbox within the hour, however its address is written', async () => {
    const first = await book(running, { email: 'ana@correo.example', nth: 0 });
    await arrived(sink, 'ana@correo.example');
    const second = await book(running, { email: 'Ana+citas@correo.example', nth: 4 });
    await arrived(sink, 'Ana+citas@correo.example');
    const third = await book(running, { email: 'ana+otra@correo.example', nth: 8 });
    const held = await eventually(
      () => bookingRow(running, third.booking.id),
      (row) => row.mailError !== null,
    );
    expect(held).toMatchObject({
      mailedSequence: null,
      mailAttempts: 0,
      mailError: BOOKING_EMAIL_CAP_REASON,
    });
    expect(held.mailNextAttemptAt!.getTime()).toBeGreaterThan(MONDAY.getTime());
    expect(to(sink, 'ana+otra@correo.example')).toEqual([]);
    expect([first, second].map(({ booking }) => booking.sequence)).toEqual([0, 0]);
  });
});
