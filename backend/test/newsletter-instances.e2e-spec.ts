import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { type StaffPost } from '../src/content/blog/staff-post';
import { NewsletterDispatcher } from '../src/newsletter/newsletter-dispatcher';
import { NewsletterMessage } from '../src/newsletter/sending-entities';
import { draft, POSTS } from './blog-fixtures';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { addSubscribers } from './newsletter-fixtures';
import { eventually } from './outbox-helpers';
import { SmtpSink } from './smtp-sink';

const SUBSCRIBERS = 200;
const SUNDAY = new Date('2026-11-29T10:00:00-05:00');
const MONDAY_7 = new Date('2026-11-30T07:00:00-05:00');

/**
 * Two servers on one database race for the same newsletter rows when a window opens: each subscriber still
 * gets the post exactly once.
 */
describe(`two servers sending the newsletter from one ${ENGINE} outbox`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let servers: RunningApp[];
  const setClocks = (at: Date) => {
    for (const server of servers) server.app.get(Clock).now = () => new Date(at);
  };

  beforeAll(async () => {
    sink = await SmtpSink.start();
    const env = {
      SMTP_URL: sink.url,
      NOTIFY_TO: 'abogada@firma.example',
      NOTIFY_FROM: 'boletin@firma.example',
    };
    servers = [await workspace.start(env), await workspace.start(env)];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await sink.stop();
    workspace.cleanup();
  });

  it(`sends a post to ${SUBSCRIBERS} subscribers once each`, async () => {
    const [first, second] = servers;
    await addStaff(first);
    const cookie = await login(first);
    const api = () => request(http(first));
    const addresses = await addSubscribers(first, SUBSCRIBERS, { prefix: 'instances' });
    // Queued on a Sunday, so the rows wait until both servers see the window open at the same moment.
    setClocks(SUNDAY);
    const created = (await api().post(POSTS).set('Cookie', cookie).send(draft()).expect(201))
      .body as StaffPost;
    await api().post(`${POSTS}/${created.id}/publish`).set('Cookie', cookie).send({}).expect(200);
    await api().post(`${POSTS}/${created.id}/newsletter/preview`).set('Cookie', cookie).expect(202);
    await api().post(`${POSTS}/${created.id}/newsletter`).set('Cookie', cookie).expect(201);
    await Promise.all(servers.map((server) => server.app.get(NewsletterDispatcher).whenIdle()));
    const subscriberMail = () =>
      sink.messages.filter((message) => message.envelope.to[0].startsWith('instances-'));
    expect(subscriberMail()).toHaveLength(0);

    setClocks(MONDAY_7);
    first.app.get(NewsletterDispatcher).kick();
    second.app.get(NewsletterDispatcher).kick();
    const rows = first.app.get(DataSource).getRepository(NewsletterMessage);
    const sent = await eventually(
      () => rows.findBy({ kind: 'post' }),
      (found) => found.length === SUBSCRIBERS && found.every((row) => row.status === 'sent'),
      60_000,
    );
    await Promise.all(servers.map((server) => server.app.get(NewsletterDispatcher).whenIdle()));

    const received = subscriberMail().flatMap((message) => message.envelope.to);
    expect(received.sort()).toEqual([...addresses].sort());
    // A row claimed by both would show two attempts.
    expect(sent.map((row) => row.attempts)).toEqual(Array(SUBSCRIBERS).fill(1));
  });
});
