import { DataSource, In } from 'typeorm';
import { type RunningApp } from '../src/app';
import { NotificationDispatcher } from '../src/notifications/notification-dispatcher';
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
