import request from 'supertest';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { NotificationDispatcher } from '../src/notifications/notification-dispatcher';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { outboxRow, storedSubmission, submit, waitingRow } from './outbox-helpers';
import { SmtpSink } from './smtp-sink';

const MINUTE = 60_000;
/** 8:30 in Medellín on Monday 30 November 2026 and the next days: a request then is due at 9:30. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, 30 + day, hour + 5, minute));

/**
 * The overdue reminder of a request staff mark processed and then reopen (PATCH /api/contacts/:id/pending),
 * on a clock the test moves, with two servers on one outbox: the reminder comes at the answer-by time when
 * the request is pending again by then, at once when it is reopened late, never for a request processed
 * again, and once whichever server sends it.
 */
describe(`the overdue reminder of a reopened request (${ENGINE}, two servers)`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let servers: RunningApp[];
  let cookie: string;
  let now = at(0, 8, 30);

  const setClock = (instant: Date) => {
    now = instant;
  };
  /** Both servers look at the outbox now (the sweep that adds the due reminders, then sending). */
  const sweep = async () => {
    for (const server of servers) server.app.get(NotificationDispatcher).kick();
    await Promise.all(servers.map((server) => server.app.get(NotificationDispatcher).whenIdle()));
  };
  const reminders = (id: number) => sink.withSubject(`Sin responder: solicitud #${id} `);
  const patch = (id: number, state: 'processed' | 'pending', server = 0) =>
    request(http(servers[server])).patch(`/api/contacts/${id}/${state}`).set('Cookie', cookie).expect(200);
  /** A request received now, at 8:30 of its day: due at 9:30. */
  const received = async (day: number) => {
    setClock(at(day, 8, 30));
    const id = await submit(servers[0]);
    expect((await storedSubmission(servers[0], id)).answerBy).toEqual(at(day, 9, 30));
    return id;
  };

  beforeAll(async () => {
    sink = await SmtpSink.start();
    const env = {
      SMTP_URL: sink.url,
      NOTIFY_TO: 'abogada@firma.example',
      NOTIFY_FROM: 'web@firma.example',
      NOTIFY_PROSPECT: 'false',
    };
    servers = [await workspace.start(env), await workspace.start(env)];
    for (const server of servers) server.app.get(Clock).now = () => now;
    await addStaff(servers[0]);
    cookie = await login(servers[0]);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await sink.stop();
    workspace.cleanup();
  });

  it('reopened before the answer-by time: reminds staff at that time, once', async () => {
    const id = await received(0);
    setClock(at(0, 8, 40));
    await patch(id, 'processed');
    setClock(at(0, 9, 0));
    await patch(id, 'pending', 1);
    setClock(at(0, 9, 29));
    await sweep();
    expect(reminders(id)).toHaveLength(0);
    setClock(at(0, 9, 31));
    await sweep();
    await sink.waitFor(`solicitud #${id} `);
    setClock(at(0, 10, 0));
    await sweep();
    expect(reminders(id)).toHaveLength(1);
  });

  it('reopened after the answer-by time: reminds staff at once, once', async () => {
    const id = await received(1);
    setClock(at(1, 9, 0));
    await patch(id, 'processed');
    setClock(at(1, 11, 0));
    await sweep();
    expect(reminders(id)).toHaveLength(0);
    await patch(id, 'pending', 1);
    // No sweep asked for: the reopen itself sends it.
    await sink.waitFor(`solicitud #${id} `);
    setClock(at(1, 11, 30));
    await sweep();
    // Processed and reopened again: the reminder already went out.
    await patch(id, 'processed');
    await patch(id, 'pending', 1);
    await sweep();
    expect(reminders(id)).toHaveLength(1);
  });

  it('reopened after its reminder was held back because it was processed: reminds staff once', async () => {
    const id = await received(2);
    // The mail server is away at the answer-by time: the reminder waits for its next attempt.
    sink.rejection = { code: 451, text: '4.3.0 Try again later' };
    setClock(at(2, 9, 31));
    await sweep();
    await waitingRow(servers[0], id, 'email', 'overdue');
    sink.rejection = undefined;
    await patch(id, 'processed');
    setClock(at(2, 9, 45));
    await sweep();
    expect((await outboxRow(servers[0], id, 'email', 'overdue')).status).toBe('skipped');
    expect(reminders(id)).toHaveLength(0);

    setClock(at(2, 10, 0));
    await patch(id, 'pending', 1);
    await sink.waitFor(`solicitud #${id} `);
    setClock(at(2, 10, 30));
    await sweep();
    expect(reminders(id)).toHaveLength(1);
    expect((await outboxRow(servers[0], id, 'email', 'overdue')).status).toBe('sent');
  });

  it('reopened more than a day after the answer-by time, on both servers at once: reminds staff at once, once', async () => {
    const id = await received(3);
    setClock(at(3, 9, 0));
    await patch(id, 'processed');
    setClock(new Date(at(5, 10, 0).getTime() + MINUTE));
    await Promise.all([patch(id, 'pending', 0), patch(id, 'pending', 1)]);
    await sink.waitFor(`solicitud #${id} `);
    await sweep();
    expect(reminders(id)).toHaveLength(1);
  });

  it('processed, reopened and processed again: no reminder', async () => {
    const id = await received(7);
    setClock(at(7, 8, 40));
    await patch(id, 'processed');
    setClock(at(7, 8, 50));
    await patch(id, 'pending', 1);
    setClock(at(7, 9, 0));
    await patch(id, 'processed');
    setClock(at(7, 9, 31));
    await sweep();
    setClock(at(7, 12, 0));
    await sweep();
    expect(reminders(id)).toHaveLength(0);
  });
});
