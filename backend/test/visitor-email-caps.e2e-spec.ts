import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { NewsletterDispatcher } from '../src/newsletter/newsletter-dispatcher';
import { NotificationDispatcher } from '../src/notifications/notification-dispatcher';
import { addStaff, ENGINE, http, login, TestWorkspace, undoMigrationsThrough } from './harness';
import { contactRequest } from './factories';
import { eventually } from './outbox-helpers';
import { type SunkMessage, SmtpSink } from './smtp-sink';

const ENV = {
  NOTIFY_TO: 'abogada@firma.example',
  NOTIFY_FROM: 'Sitio web <web@firma.example>',
  PUBLIC_URL: 'https://abogados.example.co',
  // X-Forwarded-For names the client, so each test speaks from the addresses it says.
  TRUST_PROXY: 'loopback',
};
const ACKNOWLEDGMENT = 'Recibimos tu solicitud de consulta';
const CONFIRMATION = 'Confirma tu suscripción al boletín';
const HOUR = 60 * 60_000;

const consult = (running: RunningApp, email: string, client: string) =>
  request(http(running))
    .post('/api/contact')
    .set('X-Forwarded-For', client)
    .send(contactRequest({ email }))
    .expect(201);

const subscribe = (running: RunningApp, email: string, client: string) =>
  request(http(running))
    .post('/api/newsletter')
    .set('X-Forwarded-For', client)
    .send({ email, consent: true, idioma: 'es' });

const count = async (running: RunningApp, sql: string, parameters: unknown[] = []): Promise<number> => {
  const [row] = (await running.app.get(DataSource).query(sql, parameters)) as Array<{ n: number | string }>;
  return Number(row.n);
};

/** Both outboxes run until nothing of theirs is waiting to go (every row sent or skipped). */
async function settle(running: RunningApp): Promise<void> {
  const unsettled = async () =>
    (await count(
      running,
      "SELECT COUNT(*) AS n FROM notification_outbox WHERE status IN ('pending', 'sending')",
    )) +
    (await count(
      running,
      "SELECT COUNT(*) AS n FROM newsletter_messages WHERE status IN ('pending', 'sending')",
    ));
  await eventually(
    async () => {
      for (const worker of [running.app.get(NotificationDispatcher), running.app.get(NewsletterDispatcher)]) {
        worker.kick();
        await worker.whenIdle();
      }
      return unsettled();
    },
    (left) => left === 0,
  );
}

/** The emails the sink got for addresses `belongs` says are one mailbox, of one kind. */
function delivered(sink: SmtpSink, subject: string, belongs: (address: string) => boolean): SunkMessage[] {
  return sink
    .withSubject(subject)
    .filter((message) => message.envelope.to.some((address) => belongs(address)));
}

describe(`caps on emails to visitors (${ENGINE})`, () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
  });
  afterAll(async () => {
    await sink.stop();
  });

  describe('per mailbox', () => {
    const workspace = new TestWorkspace();
    let running: RunningApp;
    let now = new Date();

    beforeAll(async () => {
      running = await workspace.start({ ...ENV, SMTP_URL: sink.url });
      running.app.get(Clock).now = () => now;
    });
    afterAll(async () => {
      await running.close();
      workspace.cleanup();
    });

    /** Every address consults and subscribes at once, each from a client address of its own. */
    async function flood(addresses: string[], firstClient: number): Promise<void> {
      await Promise.all(
        addresses.flatMap((email, index) => [
          consult(running, email, `203.0.113.${firstClient + index}`),
          subscribe(running, email, `203.0.113.${firstClient + index}`).expect(202),
        ]),
      );
      await settle(running);
    }

    it('sends victim+1@ to victim+6@example.com one acknowledgment and one confirmation; every request is stored', async () => {
      const addresses = [1, 2, 3, 4, 5, 6].map((tag) => `victim+${tag}@example.com`);
      const victim = (address: string) => /^victim(\+\d+)?@example\.com$/.test(address);
      await flood(addresses, 1);

      expect(delivered(sink, ACKNOWLEDGMENT, victim)).toHaveLength(1);
      expect(delivered(sink, CONFIRMATION, victim)).toHaveLength(1);
      // Every request is stored, staff hear of each, and every address is pending a confirmation.
      expect(
        await count(running, "SELECT COUNT(*) AS n FROM contact_submissions WHERE email LIKE 'victim+%'"),
      ).toBe(6);
      expect(
        await count(
          running,
          "SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE 'victim+%' AND status = 'pending'",
        ),
      ).toBe(6);
      const staffTold = sink.messages.filter((message) => message.envelope.to.includes(ENV.NOTIFY_TO));
      expect(staffTold).toHaveLength(6);
      // The acknowledgments held back say why, for staff.
      const skipped = (await running.app
        .get(DataSource)
        .query(
          "SELECT o.last_error FROM notification_outbox o JOIN contact_submissions s ON s.id = o.submission_id WHERE o.kind = 'ack' AND o.status = 'skipped' AND s.email LIKE 'victim+%'",
        )) as Array<{ last_error: string }>;
      expect(skipped.map((row) => row.last_error)).toEqual(
        Array(5).fill('this address had an acknowledgment in the last 24 hours'),
      );
    });

    it('counts the dotted, tagged and googlemail.com spellings of a Gmail address as one mailbox, and only those', async () => {
      const addresses = [
        'V.I.C.T.I.M@gmail.com',
        'victim@gmail.com',
        'vic.tim+1@gmail.com',
        'victim+news@googlemail.com',
        'v.ictim@GoogleMail.com',
        'Victim+2@Gmail.com',
      ];
      const gmail = (address: string) =>
        /^[v.]*i[.]*c[.]*t[.]*i[.]*m(\+\w+)?@(gmail|googlemail)\.com$/i.test(address);
      await flood(addresses, 20);
      expect(delivered(sink, ACKNOWLEDGMENT, gmail)).toHaveLength(1);
      expect(delivered(sink, CONFIRMATION, gmail)).toHaveLength(1);
      expect(
        await count(running, "SELECT COUNT(*) AS n FROM contact_submissions WHERE email LIKE '%mail.com'"),
      ).toBe(6);

      // Dots count everywhere else: another provider's v.ictim is someone else.
      await flood(['v.ictim@example.com'], 40);
      expect(delivered(sink, ACKNOWLEDGMENT, (address) => address === 'v.ictim@example.com')).toHaveLength(1);
    });

    it('lets the mailbox have the next ones a day later', async () => {
      now = new Date(now.getTime() + 25 * HOUR);
      await flood(['victim+7@example.com', 'victim+8@example.com'], 50);
      const victim = (address: string) => /^victim(\+\d+)?@example\.com$/.test(address);
      expect(delivered(sink, ACKNOWLEDGMENT, victim)).toHaveLength(2);
      expect(delivered(sink, CONFIRMATION, victim)).toHaveLength(2);
    });
  });

  describe('per client address', () => {
    const workspace = new TestWorkspace();
    let running: RunningApp;
    const CLIENT = '198.51.100.7';

    beforeAll(async () => {
      running = await workspace.start({
        ...ENV,
        SMTP_URL: sink.url,
        VISITOR_EMAILS_PER_HOUR: '3',
        VISITOR_EMAILS_PER_DAY: '10',
      });
      await addStaff(running);
    });
    afterAll(async () => {
      await running.close();
      workspace.cleanup();
    });

    const mine = (address: string) => address.endsWith('@client-cap.example');

    it('stops the emails to visitors after 3 from one client; every request is stored and answered as usual', async () => {
      const before = sink.messages.length;
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4]) {
        const response = await consult(running, `prospect${n}@client-cap.example`, CLIENT);
        ids.push((response.body as { id: number }).id);
      }
      const answers = [];
      for (const n of [1, 2]) answers.push(await subscribe(running, `reader${n}@client-cap.example`, CLIENT));
      // Another client's subscription, well within its cap: the answers cannot be told apart.
      const elsewhere = await subscribe(running, 'reader@other-client.example', '198.51.100.8');
      await settle(running);

      // The first three requests got theirs (sent in any order).
      expect(
        delivered(sink, ACKNOWLEDGMENT, mine)
          .map((message) => message.envelope.to)
          .sort(),
      ).toEqual([
        ['prospect1@client-cap.example'],
        ['prospect2@client-cap.example'],
        ['prospect3@client-cap.example'],
      ]);
      expect(delivered(sink, CONFIRMATION, mine)).toHaveLength(0);
      expect(
        delivered(sink, CONFIRMATION, (address) => address === 'reader@other-client.example'),
      ).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.status).toBe(elsewhere.status);
        expect(answer.body).toEqual(elsewhere.body);
        expect(answer.headers['content-type']).toBe(elsewhere.headers['content-type']);
      }

      // Stored all the same: the four requests (staff told of each) and both subscriptions, pending.
      expect(
        await count(
          running,
          "SELECT COUNT(*) AS n FROM contact_submissions WHERE email LIKE '%@client-cap.example'",
        ),
      ).toBe(4);
      const staffTold = sink.messages
        .slice(before)
        .filter((message) => message.envelope.to.includes(ENV.NOTIFY_TO));
      expect(staffTold).toHaveLength(4);
      expect(
        await count(
          running,
          "SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE '%@client-cap.example' AND status = 'pending'",
        ),
      ).toBe(2);

      // Staff see why the fourth prospect got no acknowledgment.
      const cookie = await login(running);
      const detail = await request(http(running))
        .get(`/api/contacts/${ids[3]}`)
        .set('Cookie', cookie)
        .expect(200);
      expect((detail.body as { notifications: unknown[] }).notifications).toContainEqual(
        expect.objectContaining({
          kind: 'ack',
          status: 'skipped',
          lastError: 'this client address reached its cap on emails to visitors',
        }),
      );

      // Another client is not held back by this one.
      await consult(running, 'prospect5@client-cap.example', '198.51.100.9');
      await settle(running);
      expect(delivered(sink, ACKNOWLEDGMENT, mine)).toHaveLength(4);
    });
  });
  describe('the migration to mailbox caps', () => {
    const workspace = new TestWorkspace();
    let running: RunningApp;
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

    beforeAll(async () => {
      running = await workspace.start({ ...ENV, SMTP_URL: sink.url });
    });
    afterAll(async () => {
      await running.close();
      workspace.cleanup();
    });

    it("moves each acknowledgment's slot to its mailbox and gives the confirmations already sent theirs", async () => {
      const dataSource = running.app.get(DataSource);
      const id = ((await consult(running, 'migrated+1@example.com', '203.0.113.90')).body as { id: number })
        .id;
      await subscribe(running, 'Mi.Grated+x@gmail.com', '203.0.113.90').expect(202);
      await settle(running);
      const [{ ack }] = (await dataSource.query(
        `SELECT id AS ack FROM notification_outbox WHERE kind = 'ack' AND submission_id = ${Number(id)}`,
      )) as Array<{ ack: number }>;
      const [{ confirmation }] = (await dataSource.query(
        "SELECT m.id AS confirmation FROM newsletter_messages m JOIN newsletter_subscribers s ON s.id = m.subscriber_id WHERE s.email = 'mi.grated+x@gmail.com'",
      )) as Array<{ confirmation: number }>;

      // Back to before it, with the slots as they were kept then: a hash of the lower-cased address, one of
      // them for a request deleted since.
      await undoMigrationsThrough(dataSource, 'MailboxCaps1764420000000');
      await dataSource.query('DELETE FROM prospect_acknowledgments');
      for (const [hash, holder] of [
        [sha256('migrated+1@example.com'), Number(ack)],
        [sha256('gone+1@example.com'), 999_999],
      ] as const) {
        const [sql, parameters] = dataSource.driver.escapeQueryWithParameters(
          'INSERT INTO prospect_acknowledgments (address_hash, notification_id, claimed_at) VALUES (:hash, :holder, :at)',
          { hash, holder, at: new Date() },
          {},
        );
        await dataSource.query(sql, parameters);
      }
      await dataSource.runMigrations();

      const slots = (await dataSource.query(
        'SELECT purpose, mailbox_hash, holder_id FROM mailbox_caps ORDER BY purpose, holder_id',
      )) as Array<{ purpose: string; mailbox_hash: string; holder_id: number | string }>;
      expect(slots.map((slot) => ({ ...slot, holder_id: Number(slot.holder_id) }))).toEqual([
        { purpose: 'acknowledgment', mailbox_hash: sha256('migrated@example.com'), holder_id: Number(ack) },
        // Its request is gone, so its address is unknown: the old hash stays until the day is over.
        { purpose: 'acknowledgment', mailbox_hash: sha256('gone+1@example.com'), holder_id: 999_999 },
        {
          purpose: 'confirmation',
          mailbox_hash: sha256('migrated@gmail.com'),
          holder_id: Number(confirmation),
        },
      ]);

      // So the mailbox gets no second acknowledgment because of the change.
      await consult(running, 'migrated+2@example.com', '203.0.113.91');
      await settle(running);
      expect(delivered(sink, ACKNOWLEDGMENT, (address) => address.startsWith('migrated+'))).toHaveLength(1);
    });
  });
});
