import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { DataSource } from 'typeorm';
import { NotificationDispatcher } from '../src/notifications/notification-dispatcher';
import { MailboxCap } from '../src/security/mailbox-cap.entity';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { contactRequest } from './factories';
import { outboxRowWhen, storedSubmission, submit, waitingRow } from './outbox-helpers';
import { type SunkMessage, SmtpSink } from './smtp-sink';

const NOTIFY = { NOTIFY_TO: 'abogada@firma.example', NOTIFY_FROM: 'Sitio web <web@firma.example>' };
const WEBHOOK_SECRET = 'wh-5eJ0q9Zr2vLkT8mXy3NbQa7HfDcW1uPo';
/** Saturday 28 November 2026, 22:00 in Medellín: the answer is due on Monday at 9:00. */
const SATURDAY_NIGHT = new Date('2026-11-29T03:00:00Z');
const MONDAY_NINE = new Date('2026-11-30T14:00:00Z');
const HOUR = 60 * 60_000;

/** What the visitor typed that must never reach an acknowledgment. */
const TYPED = {
  nombre: 'Intruso <b>Nombre</b> Secreto',
  mensaje: 'Mensaje privado con un enlace https://phishing.example y texto que nadie más debe leer.',
};

const ackTo = (sink: SmtpSink, address: string): SunkMessage[] =>
  sink.messages.filter((message) => message.envelope.to.includes(address));

describe(`the 60-minute promise (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let hooks: Server;
  const events: Array<{ event: string; id: number; answerBy: string }> = [];
  let running: RunningApp;
  let now = SATURDAY_NIGHT;

  const setClock = (instant: Date) => {
    now = instant;
  };
  const runOutbox = async () => {
    const dispatcher = running.app.get(NotificationDispatcher);
    dispatcher.kick();
    await dispatcher.whenIdle();
  };

  beforeAll(async () => {
    sink = await SmtpSink.start();
    hooks = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        events.push(JSON.parse(body) as (typeof events)[number]);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => hooks.listen(0, '127.0.0.1', done));
    running = await workspace.start({
      SMTP_URL: sink.url,
      ...NOTIFY,
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`,
      NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: 'https://abogados.example.co',
    });
    running.app.get(Clock).now = () => now;
    await addStaff(running);
  });
  afterAll(async () => {
    await running.close();
    await sink.stop();
    await new Promise((done) => hooks.close(done));
    workspace.cleanup();
  });

  describe("the prospect's acknowledgment", () => {
    it('goes out in Spanish with the case type, the answer-by time in business hours, the chat link and the firm', async () => {
      setClock(SATURDAY_NIGHT);
      const id = await submit(running, { ...TYPED, email: 'prospecto.es@example.com', tipo_caso: 'familia' });
      expect((await storedSubmission(running, id)).answerBy).toEqual(MONDAY_NINE);
      const [ack] = await sink.waitFor('Recibimos tu solicitud de consulta');
      expect(ack.envelope.to).toEqual(['prospecto.es@example.com']);
      expect(ack.mail.to).toMatchObject({ value: [{ address: 'prospecto.es@example.com' }] });
      expect(ack.mail.cc).toBeUndefined();
      expect(ack.mail.bcc).toBeUndefined();
      expect(ack.mail.headers.get('auto-submitted')).toBe('auto-generated');
      expect(ack.mail.html).toContain('<html lang="es">');
      expect(ack.mail.text).toContain(
        'Recibimos tu solicitud de consulta gratuita sobre Derecho de Familia.',
      );
      expect(ack.mail.text).toMatch(
        /te responderá antes del lunes, 30 de noviembre, 9:00\sa\.\sm\. \(hora de Colombia\)/,
      );
      expect(ack.mail.text).toContain('https://wa.me/573001234567?text=');
      expect(ack.mail.text).toContain('contacto@abogadosmedellin.co');
      // Staff's own email says the same time.
      const [staff] = await sink.waitFor(`#${id}:`);
      expect(staff.mail.text).toMatch(/antes del lunes, 30 de noviembre, 9:00\sa\.\sm\./);
      await outboxRowWhen(running, id, 'email', (row) => row.status === 'sent', 'ack');
    });

    it('goes out in English for a request from an English page, and carries nothing the visitor typed', async () => {
      setClock(SATURDAY_NIGHT);
      await submit(running, { ...TYPED, email: 'prospect.en@example.com', tipo_caso: 'penal', idioma: 'en' });
      const [ack] = await sink.waitFor('We received your consultation request');
      expect(ack.envelope.to).toEqual(['prospect.en@example.com']);
      expect(ack.mail.html).toContain('<html lang="en">');
      expect(ack.mail.text).toContain('about Criminal Law.');
      expect(ack.mail.text).toMatch(/answer you by Monday, November 30 at 9:00\sAM \(Colombia time\)/);
      const raw = `${ack.mail.subject}\n${ack.mail.text}\n${String(ack.mail.html)}\n${JSON.stringify(ack.mail.headerLines)}`;
      for (const word of ['Intruso', 'Nombre', 'Secreto', 'phishing', 'privado'])
        expect(raw).not.toContain(word);
    });

    it('goes to one address at most once in 24 hours, however it is written, and again after', async () => {
      setClock(SATURDAY_NIGHT);
      const address = 'victima@example.com';
      const first = await submit(running, { email: address });
      await outboxRowWhen(running, first, 'email', (row) => row.status === 'sent', 'ack');
      setClock(new Date(SATURDAY_NIGHT.getTime() + 23 * HOUR));
      const second = await submit(running, { email: 'Victima@Example.com' });
      const skipped = await outboxRowWhen(running, second, 'email', (row) => row.status === 'skipped', 'ack');
      expect(skipped).toMatchObject({
        attempts: 1,
        lastError: 'this address had an acknowledgment in the last 24 hours',
      });
      // Staff still hear of the second request.
      await sink.waitFor(`#${second}:`);
      expect(ackTo(sink, address)).toHaveLength(1);

      setClock(new Date(SATURDAY_NIGHT.getTime() + 25 * HOUR));
      const third = await submit(running, { email: address });
      await outboxRowWhen(running, third, 'email', (row) => row.status === 'sent', 'ack');
      expect(ackTo(sink, address)).toHaveLength(2);
      // The caps kept for the first acknowledgments (a hash of each mailbox) are forgotten after a day.
      await runOutbox();
      const caps = await running.app.get(DataSource).getRepository(MailboxCap).find();
      expect(caps.length).toBeGreaterThan(0);
      for (const cap of caps) expect(now.getTime() - cap.claimedAt.getTime()).toBeLessThan(24 * HOUR);
    });

    it('sends one acknowledgment for ten requests at once with the same address', async () => {
      setClock(SATURDAY_NIGHT);
      const address = 'flood@example.com';
      const ids = await Promise.all(Array.from({ length: 10 }, () => submit(running, { email: address })));
      await runOutbox();
      const rows = await Promise.all(
        ids.map((id) =>
          outboxRowWhen(running, id, 'email', (row) => ['sent', 'skipped'].includes(row.status), 'ack'),
        ),
      );
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'skipped')).toHaveLength(9);
      expect(ackTo(sink, address)).toHaveLength(1);
    });

    it('sends nothing for a honeypot request or an address that tries to add a header', async () => {
      setClock(SATURDAY_NIGHT);
      const before = sink.messages.length;
      await request(http(running))
        .post('/api/contact')
        .send(contactRequest({ email: 'bot-target@example.com', website: 'https://spam.example' }))
        .expect(201);
      await request(http(running))
        .post('/api/contact')
        .send(contactRequest({ email: 'x@example.com\r\nBcc: everyone@example.com' }))
        .expect(400);
      await runOutbox();
      expect(sink.messages.length).toBe(before);
      expect(sink.messages.flatMap((m) => m.envelope.to)).not.toContain('everyone@example.com');
      expect(ackTo(sink, 'bot-target@example.com')).toHaveLength(0);
    });

    it('waits out an SMTP outage and goes exactly once when it ends', async () => {
      setClock(SATURDAY_NIGHT);
      await sink.stop();
      const id = await submit(running, { email: 'paciente@example.com' });
      const waiting = await waitingRow(running, id, 'email', 'ack');
      expect(waiting.lastError).toMatch(/ECONNREFUSED/);
      await sink.start();
      setClock(new Date(SATURDAY_NIGHT.getTime() + 10 * 60_000));
      await outboxRowWhen(running, id, 'email', (row) => row.status === 'sent', 'ack');
      await runOutbox();
      expect(ackTo(sink, 'paciente@example.com')).toHaveLength(1);
    });
  });

  describe('the answer-by time in the panel and the overdue reminder', () => {
    /** Monday 30 November 2026, 8:30 in Medellín: due at 9:30. */
    const MONDAY_EIGHT_THIRTY = new Date('2026-11-30T13:30:00Z');
    const NINE_THIRTY = new Date('2026-11-30T14:30:00Z');
    let cookie: string;
    let late: number;
    let answered: number;

    beforeAll(async () => {
      cookie = await login(running);
      setClock(MONDAY_EIGHT_THIRTY);
    });

    const overdueIds = async (): Promise<number[]> => {
      const response = await request(http(running))
        .get('/api/contacts?status=overdue&limit=100')
        .set('Cookie', cookie)
        .expect(200);
      return (response.body as Array<{ id: number }>).map((row) => row.id);
    };
    const overdueCount = async (): Promise<number> =>
      (await request(http(running)).get('/api/contacts/stats').set('Cookie', cookie).expect(200)).body
        .overdue;

    it('keeps the reminder until the answer-by time has come', async () => {
      late = await submit(running, { email: 'tarde@example.com', tipo_caso: 'administrativo' });
      answered = await submit(running, { email: 'atendido@example.com' });
      expect((await storedSubmission(running, late)).answerBy).toEqual(NINE_THIRTY);
      await request(http(running))
        .patch(`/api/contacts/${answered}/processed`)
        .set('Cookie', cookie)
        .expect(200);
      setClock(new Date(NINE_THIRTY.getTime() - 60_000));
      await runOutbox();
      expect(sink.withSubject(`solicitud #${late} `)).toHaveLength(0);
      // The weekend's requests were due at 9:00: those are overdue, this one not yet.
      const before = await overdueIds();
      expect(before).not.toContain(late);
      expect(before.length).toBeGreaterThan(0);
      expect(await overdueCount()).toBe(before.length);
    });

    it('reminds staff once, by email and webhook, when a pending request passes it, and counts it overdue', async () => {
      const before = await overdueIds();
      setClock(new Date(NINE_THIRTY.getTime() + 60_000));
      await runOutbox();
      const [reminder] = await sink.waitFor(`solicitud #${late} `);
      expect(reminder.mail.subject).toMatch(
        /^Sin responder: solicitud #\d+ de .* pasó su hora de respuesta$/,
      );
      expect(reminder.envelope.to).toEqual(['abogada@firma.example']);
      expect(reminder.mail.text).toContain(`https://abogados.example.co/admin?contact=${late}`);
      await outboxRowWhen(running, late, 'webhook', (row) => row.status === 'sent', 'overdue');
      expect(events.filter((e) => e.event === 'contact.overdue' && e.id === late)).toEqual([
        expect.objectContaining({ answerBy: NINE_THIRTY.toISOString(), tipo_caso: 'administrativo' }),
      ]);
      setClock(new Date(NINE_THIRTY.getTime() + 30 * 60_000));
      await runOutbox();
      expect(sink.withSubject(`solicitud #${late} `)).toHaveLength(1);
      expect(events.filter((e) => e.event === 'contact.overdue' && e.id === late)).toHaveLength(1);
      // Processed before its time: no reminder, and never overdue.
      expect(sink.withSubject(`solicitud #${answered} `)).toHaveLength(0);

      const after = await overdueIds();
      expect(after.sort()).toEqual([...before, late].sort());
      expect(after).not.toContain(answered);
      expect(await overdueCount()).toBe(before.length + 1);
    });

    it('sorts by answer-by time: pending first, least time left on top, processed last', async () => {
      const list = await request(http(running))
        .get('/api/contacts?sort=answer-by&limit=100')
        .set('Cookie', cookie)
        .expect(200);
      const rows = list.body as Array<{ id: number; processed: boolean; answerBy: string }>;
      const pending = rows.filter((row) => !row.processed);
      expect(rows.slice(0, pending.length)).toEqual(pending);
      expect(pending.map((row) => row.answerBy)).toEqual(pending.map((row) => row.answerBy).sort());
      expect(rows.at(-1)?.processed).toBe(true);
      const bad = await request(http(running))
        .get('/api/contacts?sort=urgency')
        .set('Cookie', cookie)
        .expect(400);
      expect(bad.body.errors).toEqual({ sort: 'sort must be one of newest, answer-by' });
    });
  });
});

describe(`a rate-limited request (${ENGINE})`, () => {
  it('gets its 429 and its address no acknowledgment, while the request let through gets one', async () => {
    const workspace = new TestWorkspace();
    const sink = await SmtpSink.start();
    const running = await workspace.start({
      SMTP_URL: sink.url,
      ...NOTIFY,
      TRUST_PROXY: 'loopback',
      CONTACT_RATE_LIMIT_PER_MINUTE: '1',
    });
    const from = (email: string) =>
      request(http(running))
        .post('/api/contact')
        .set('X-Forwarded-For', '203.0.113.77')
        .send(contactRequest({ email }));
    try {
      const allowed = (await from('primera@example.com').expect(201)).body as { id: number };
      await from('victima.limitada@example.com').expect(429);
      await outboxRowWhen(running, allowed.id, 'email', (row) => row.status === 'sent', 'ack');
      const dispatcher = running.app.get(NotificationDispatcher);
      dispatcher.kick();
      await dispatcher.whenIdle();
      expect(ackTo(sink, 'primera@example.com')).toHaveLength(1);
      expect(ackTo(sink, 'victima.limitada@example.com')).toHaveLength(0);
      expect(sink.messages.flatMap((m) => m.envelope.to)).not.toContain('victima.limitada@example.com');
    } finally {
      await running.close();
      await sink.stop();
      workspace.cleanup();
    }
  });
});

describe(`NOTIFY_PROSPECT=false (${ENGINE})`, () => {
  it('sends staff their email and the prospect nothing', async () => {
    const workspace = new TestWorkspace();
    const sink = await SmtpSink.start();
    const running = await workspace.start({ SMTP_URL: sink.url, ...NOTIFY, NOTIFY_PROSPECT: 'false' });
    try {
      const id = await submit(running, { email: 'nadie@example.com' });
      await sink.waitFor(`#${id}:`);
      await outboxRowWhen(running, id, 'email', (row) => row.status === 'skipped', 'ack');
      expect(ackTo(sink, 'nadie@example.com')).toHaveLength(0);
    } finally {
      await running.close();
      await sink.stop();
      workspace.cleanup();
    }
  });
});
