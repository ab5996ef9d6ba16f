import { createServer, type Server, type Socket } from 'node:net';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bootstrap, type RunningApp } from '../src/app';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { Clock } from '../src/common/clock';
import { SafeLogger } from '../src/common/safe-logger';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { NotificationDispatcher } from '../src/notifications/notification-dispatcher';
import { Notification } from '../src/notifications/notification.entity';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import {
  outboxRow,
  outboxRowWhen,
  retryNow,
  rowsStoredWithRequest,
  stopNotificationWorker,
  shiftClock,
  submit,
  waitingRow,
} from './outbox-helpers';
import { SmtpSink } from './smtp-sink';

const NOTIFY = {
  NOTIFY_TO: 'abogada@firma.example, socio@firma.example',
  NOTIFY_FROM: 'Sitio web <web@firma.example>',
};
const PUBLIC_URL = 'https://abogados.example.co';

/** Everything the server writes to stdout and stderr while capturing. */
class LogCapture {
  private readonly lines: string[] = [];
  private readonly spies = [process.stdout, process.stderr].map((stream) =>
    jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      this.lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return true;
    }),
  );
  get text(): string {
    return this.lines.join('');
  }
  stop(): void {
    for (const spy of this.spies) spy.mockRestore();
  }
}

describe(`staff notification by email (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;
  let log: LogCapture;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    log = new LogCapture();
    running = await bootstrap({
      config: workspace.config({ SMTP_URL: sink.url, PUBLIC_URL, ...NOTIFY }),
      logger: new SafeLogger({ logLevels: ['log', 'warn', 'error'], colors: false }),
    });
    await addStaff(running);
  });
  /** Runs the retry now and waits for the email and its 'sent' row. */
  const sentAfterRetry = async (id: number) => {
    retryNow(running);
    await sink.waitFor(`#${id}:`);
    return outboxRowWhen(running, id, 'email', (r) => r.status === 'sent');
  };

  afterEach(async () => {
    shiftClock(running, 0);
    sink.rejection = undefined;
    await sink.start();
  });
  afterAll(async () => {
    log.stop();
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('emails every NOTIFY_TO address at once, replying to the prospect, every value escaped', async () => {
    const nombre = '<img src=x onerror=alert(1)> Pérez';
    const mensaje = 'Hola <script>alert("x")</script>\nSegunda línea & "comillas"';
    const id = await submit(running, { nombre, mensaje, email: 'prospecto@example.com' });
    const [message] = await sink.waitFor(`#${id}:`);
    const { mail, envelope } = message;

    expect(envelope).toEqual({
      from: 'web@firma.example',
      to: ['abogada@firma.example', 'socio@firma.example'],
    });
    expect(mail.from?.value).toEqual([{ name: 'Sitio web', address: 'web@firma.example' }]);
    expect(mail.replyTo?.value).toEqual([{ name: nombre, address: 'prospecto@example.com' }]);
    expect(mail.subject).toBe(`Nueva solicitud de consulta #${id}: ${nombre} (Derecho de Familia)`);

    const link = `${PUBLIC_URL}/admin?contact=${id}`;
    const html = String(mail.html);
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Pérez');
    expect(html).toContain('Hola &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Segunda línea &amp;');
    expect(html).not.toMatch(/<img|<script/i);
    expect(html).toContain('+57 300 123 4567');
    expect(html).toContain('Derecho de Familia');
    expect(html).toContain('hora de Colombia');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hola <script>alert("x")</script>\nSegunda línea');

    const row = await outboxRowWhen(running, id, 'email', (r) => r.status === 'sent');
    expect(row).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // No webhook configured: skipped, without an attempt.
    expect(await outboxRow(running, id, 'webhook')).toMatchObject({ status: 'skipped', attempts: 0 });
  });

  it('survives an SMTP outage: the request is stored at once and the email follows the recovery', async () => {
    await sink.stop();
    const id = await submit(running);
    const failed = await waitingRow(running, id, 'email');
    expect(failed.lastError).toBe('ECONNREFUSED');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(failed.createdAt.getTime());
    expect(sink.withSubject(`#${id}:`)).toHaveLength(0);

    expect(await running.app.get(DataSource).getRepository(ContactSubmission).existsBy({ id })).toBe(true);

    await sink.start();
    const sent = await sentAfterRetry(id);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
    expect(sink.withSubject(`#${id}:`)).toHaveLength(1);
  });

  it('sends the backlog of an outage as soon as one message goes through again', async () => {
    await sink.stop();
    const waiting = await submit(running);
    await waitingRow(running, waiting, 'email');
    // As after a long outage: its next attempt is far off.
    await running.app
      .get(DataSource)
      .getRepository(Notification)
      .update(
        { submissionId: waiting, channel: 'email' },
        { nextAttemptAt: new Date(Date.now() + 3_600_000) },
      );
    await sink.start();

    const fresh = await submit(running);
    await sink.waitFor(`#${fresh}:`);
    await sink.waitFor(`#${waiting}:`);
    expect(await outboxRowWhen(running, waiting, 'email', (r) => r.status === 'sent')).toMatchObject({
      attempts: 2,
      lastError: null,
    });
  });

  it('keeps a refused message pending with the server’s reply code, then sends it', async () => {
    sink.rejection = { code: 451, text: '4.3.0 Mailbox busy for abogada@firma.example' };
    const id = await submit(running);
    const refused = await waitingRow(running, id, 'email');
    expect(refused.lastError).toBe('SMTP 451 4.3.0 Mailbox busy for <address>');

    sink.rejection = undefined;
    expect(await sentAfterRetry(id)).toMatchObject({ attempts: 2, lastError: null });
  });

  it('gives up on a notification older than a day, and staff can send it again', async () => {
    sink.rejection = { code: 550, text: '5.7.1 Relaying denied' };
    const id = await submit(running);
    await waitingRow(running, id, 'email');
    shiftClock(running, 25 * 60 * 60_000);
    running.app.get(NotificationDispatcher).kick();
    const failed = await outboxRowWhen(running, id, 'email', (r) => r.status === 'failed');
    expect(failed).toMatchObject({ attempts: 2, lastError: 'SMTP 550 5.7.1 Relaying denied' });

    const retryPath = `/api/contacts/${id}/notifications/retry`;
    await request(http(running)).post(retryPath).expect(401);
    const cookie = await login(running);
    await request(http(running))
      .post('/api/contacts/999999/notifications/retry')
      .set('Cookie', cookie)
      .expect(404);
    // The request's other rows (the prospect's acknowledgment, and a reminder should the moved clock have
    // passed its answer-by time) are requeued with it: failed, or pending after a failed attempt. The
    // reminder is added by a run of the dispatcher of its own: the count waits for its refused attempt.
    const { answerBy } = await running.app
      .get(DataSource)
      .getRepository(ContactSubmission)
      .findOneByOrFail({ id });
    if (answerBy && answerBy.getTime() <= running.app.get(Clock).now().getTime()) {
      const tried = (r: Notification) => r.attempts >= 1 && r.status !== 'sending';
      await outboxRowWhen(running, id, 'email', tried, 'overdue');
    }
    sink.rejection = undefined;
    const requeued = (
      await running.app.get(DataSource).getRepository(Notification).findBy({ submissionId: id })
    ).filter((row) => row.status === 'failed' || row.status === 'pending').length;
    expect(requeued).toBeGreaterThanOrEqual(2);
    const answer = await request(http(running)).post(retryPath).set('Cookie', cookie).expect(200);
    const states = (answer.body as Array<{ kind: string; channel: string; status: string }>).filter(
      (state) => state.kind === 'new',
    );
    expect(states.map((state) => state.channel)).toEqual(['email', 'webhook']);
    expect(states[0].status).not.toBe('failed');
    expect(states[1].status).toBe('skipped');

    await sink.waitFor(`#${id}:`);
    await outboxRowWhen(running, id, 'email', (r) => r.status === 'sent');
    const audit = await running.app
      .get(DataSource)
      .getRepository(AuditEntry)
      .findBy({ action: 'notify_retry' });
    expect(audit).toMatchObject([
      { target: `contact ${id}`, detail: `${requeued} notification(s) requeued` },
    ]);
  });

  it('logs ids and error codes, never the prospect’s name, address, phone or message', () => {
    const text = log.text;
    expect(text).toMatch(/Notification \d+ \(email, contact \d+, attempt 1\) failed: ECONNREFUSED/);
    expect(text).toMatch(/Notification \d+ \(email, contact \d+, attempt \d\) sent/);
    for (const secret of ['Pérez', 'prospecto@example.com', '300 123 4567', 'Segunda línea', 'divorcio']) {
      expect(text).not.toContain(secret);
    }
  });

  // Last: it stops the worker, which on SQLite shares the connection and could claim the row rolled back.
  it('stores a new request with its email rows pending, the webhook row skipped (none configured)', async () => {
    await stopNotificationWorker(running);
    expect(await rowsStoredWithRequest(running)).toEqual([
      ['new', 'email', 'pending'],
      ['new', 'webhook', 'skipped'],
      ['ack', 'email', 'pending'],
    ]);
  });
});

describe(`notification channels that are not configured (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await workspace.start();
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('are stored skipped with the request itself, before any worker run', async () => {
    expect(await rowsStoredWithRequest(running)).toEqual([
      ['new', 'email', 'skipped'],
      ['new', 'webhook', 'skipped'],
      ['ack', 'email', 'skipped'],
    ]);
  });

  it('are skipped without an attempt', async () => {
    const id = await submit(running);
    for (const channel of ['email', 'webhook'] as const) {
      const row = await outboxRowWhen(running, id, channel, (r) => r.status !== 'pending');
      expect(row).toMatchObject({ status: 'skipped', attempts: 0, lastError: null, sentAt: null });
    }
  });
});

describe(`shutting down while an email is on its way (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let silent: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Accepts connections and never greets: an SMTP server that hangs.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => silent.close(done));
    workspace.cleanup();
  });

  it('ends the attempt at once and leaves the row for the next server, which sends it', async () => {
    const { port } = silent.address() as AddressInfo;
    const first = await workspace.start({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...NOTIFY });
    const id = await submit(first);
    await outboxRowWhen(first, id, 'email', (r) => r.status === 'sending');
    await first.close();

    const sink = await SmtpSink.start();
    const next = await workspace.start({ SMTP_URL: sink.url, ...NOTIFY });
    try {
      await sink.waitFor(`#${id}:`);
      // The cut-short attempt does not count: one attempt, the one that sent it.
      const row = await outboxRowWhen(next, id, 'email', (r) => r.status === 'sent');
      expect(row.attempts).toBe(1);
    } finally {
      await next.close();
      await sink.stop();
    }
  });
});
