import { DataSource, In } from 'typeorm';
import { type RunningApp } from '../src/app';
import { LIVE_MS, NotificationDispatcher } from '../src/notifications/notification-dispatcher';
import { NotificationsService } from '../src/notifications/notifications.service';
import { Notification } from '../src/notifications/notification.entity';
import { ENGINE, TestWorkspace } from './harness';
import { eventually, shiftClock, submit } from './outbox-helpers';
import { SmtpSink } from './smtp-sink';

const REQUESTS = 20;

/**
 * Two servers on one database (two containers behind a load balancer, or two processes on one SQLite
 * file) race for the same due rows: each email still goes out exactly once.
 */
describe(`two servers sending from one ${ENGINE} outbox`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let servers: RunningApp[];

  beforeAll(async () => {
    sink = await SmtpSink.start();
    // Staff's notification alone: the acknowledgments race in their own test below.
    const env = {
      SMTP_URL: sink.url,
      NOTIFY_TO: 'abogada@firma.example',
      NOTIFY_FROM: 'web@firma.example',
      NOTIFY_PROSPECT: 'false',
    };
    servers = [await workspace.start(env), await workspace.start(env)];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await sink.stop();
    workspace.cleanup();
  });

  it(`sends each of ${REQUESTS} emails exactly once`, async () => {
    // The mail server defers every message at first, so all the rows wait out their retry delay; once the
    // clocks pass it, both servers find all of them due at the same moment and compete for every one.
    sink.rejection = { code: 451, text: '4.3.0 Try again later' };
    const ids = await Promise.all(Array.from({ length: REQUESTS }, (_, index) => submit(servers[index % 2])));
    const outbox = servers[0].app.get(DataSource).getRepository(Notification);
    const staffRows = () => outbox.findBy({ submissionId: In(ids), channel: 'email', kind: 'new' });
    await eventually(staffRows, (found) =>
      found.every((row) => row.status === 'pending' && row.attempts === 1),
    );
    await Promise.all(servers.map((server) => server.app.get(NotificationDispatcher).whenIdle()));
    expect(sink.messages).toHaveLength(0);
    sink.rejection = undefined;
    for (const server of servers) shiftClock(server, 10 * 60_000);
    for (const server of servers) server.app.get(NotificationDispatcher).kick();

    const rows = await eventually(staffRows, (found) => found.every((row) => row.status === 'sent'));
    // Nothing still in flight could add a copy after this.
    await Promise.all(servers.map((server) => server.app.get(NotificationDispatcher).whenIdle()));

    for (const id of ids) expect(sink.withSubject(`#${id}:`)).toHaveLength(1);
    expect(sink.withSubject('Nueva solicitud de consulta #')).toHaveLength(REQUESTS);
    // A row claimed by both would show more attempts: the deferred one and the one that went through.
    expect(rows.map((row) => row.attempts)).toEqual(Array(REQUESTS).fill(2));
  });
});

/**
 * A fleet whose servers are set up differently (a rolling deploy, a maintenance container without SMTP_URL):
 * which channels exist is what the fleet's servers say, not what the last one started says, and a server
 * that cannot send a channel leaves its rows for one that can.
 */
describe(`a fleet on one ${ENGINE} database where only one server has SMTP`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let withSmtp: RunningApp;
  let withoutSmtp: RunningApp;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    withSmtp = await workspace.start({
      SMTP_URL: sink.url,
      NOTIFY_TO: 'abogada@firma.example',
      NOTIFY_FROM: 'web@firma.example',
      NOTIFY_PROSPECT: 'false',
    });
    // Started last: before, the last server started decided for the fleet that email was off.
    withoutSmtp = await workspace.start({});
  });
  afterAll(async () => {
    await withoutSmtp.close();
    await withSmtp.close();
    await sink.stop();
    workspace.cleanup();
  });

  it(`delivers all ${REQUESTS} staff emails of requests sent to the server without SMTP`, async () => {
    const ids: number[] = [];
    for (let index = 0; index < REQUESTS; index++) ids.push(await submit(withoutSmtp));
    const outbox = withSmtp.app.get(DataSource).getRepository(Notification);
    // Stored for the fleet's channels: email pending (the other server sends it), the webhook nowhere.
    const stored = await outbox.findBy({ submissionId: In(ids), kind: 'new' });
    expect(stored.filter((row) => row.channel === 'email').map((row) => row.status)).not.toContain('skipped');
    expect(stored.filter((row) => row.channel === 'webhook').map((row) => row.status)).toEqual(
      Array(REQUESTS).fill('skipped'),
    );

    withSmtp.app.get(NotificationDispatcher).kick();
    await eventually(
      () => outbox.findBy({ submissionId: In(ids), kind: 'new', channel: 'email' }),
      (rows) => rows.length === REQUESTS && rows.every((row) => row.status === 'sent'),
    );
    for (const id of ids) expect(sink.withSubject(`#${id}:`)).toHaveLength(1);
    expect(sink.withSubject('Nueva solicitud de consulta #')).toHaveLength(REQUESTS);
  });

  it('says, on a request whose email waits, that no running server can send it once the one with SMTP is gone', async () => {
    await withSmtp.close();
    const id = await submit(withoutSmtp);
    const states = () => withoutSmtp.app.get(NotificationsService).statesOf([id]);
    const email = async () => (await states()).get(id)?.find((state) => state.channel === 'email');
    // Kept for the fleet (the server may be back soon), so the row waits instead of being skipped.
    expect(await email()).toMatchObject({ kind: 'new', status: 'pending', noSender: false });
    // Past LIVE_MS without a heartbeat from a server that sends email.
    shiftClock(withoutSmtp, LIVE_MS + 1_000);
    expect(await email()).toMatchObject({ kind: 'new', status: 'pending', noSender: true });
  });
});
