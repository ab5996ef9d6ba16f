import { resolve } from 'node:path';
import request from 'supertest';
import { type StaffPost } from '../src/content/blog/staff-post';
import { type CampaignDto } from '../src/newsletter/campaigns.dto';
import { ley2300Window } from '../src/newsletter/ley-2300-windows';
import { draft, POSTS } from './blog-fixtures';
import { STAFF } from './factories';
import { addStaff, ENGINE, TestWorkspace } from './harness';
import { addSubscribers } from './newsletter-fixtures';
import { ServerProcess } from './server-process';
import { SmtpSink } from './smtp-sink';

const SUBSCRIBERS = 1_000;
/** The delivery the mail server never answers: the server is killed while it waits for the 250. */
const KILLED_AT = 400;
const HOUR = 60 * 60_000;

/**
 * A moment well inside a Ley 2300 window, a day or more from now: the server processes run at that time of
 * the week (backend/test/shifted-clock.cjs), whatever the real clock says.
 */
function insideAWindow(): Date {
  let at = new Date(Date.now() + 24 * HOUR);
  for (;;) {
    const { open, nextOpensAt } = ley2300Window(at);
    if (open && ley2300Window(new Date(at.getTime() + 2 * HOUR)).open) return at;
    at = new Date((open ? at.getTime() : nextOpensAt.getTime()) + HOUR);
  }
}

/**
 * The built server (`npm run build -w backend` first) sending a post to 1,000 subscribers is killed with
 * SIGKILL while the mail server holds its reply to one message; after a restart every subscriber has the
 * post exactly once: the messages accepted before the kill are not sent again, the one without a 250 is.
 */
describe(`newsletter send across a crash (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    workspace.cleanup();
  });

  it(`delivers a post to ${SUBSCRIBERS} subscribers once each across kill -9 mid-send and a restart`, async () => {
    sink = await SmtpSink.start();
    const env = {
      DATABASE_URL: workspace.databaseUrl,
      SMTP_URL: sink.url,
      NOTIFY_TO: 'abogada@firma.example',
      NOTIFY_FROM: 'boletin@firma.example',
      PUBLIC_URL: 'https://abogados.example.co',
      NEWSLETTER_LOCK_SECONDS: '2',
      NODE_OPTIONS: `--require ${resolve(__dirname, 'shifted-clock.cjs')}`,
      SHIFTED_CLOCK_MS: String(insideAWindow().getTime() - Date.now()),
    };
    // The schema, the staff account and the subscribers, written by an app on the same database.
    const seeding = await workspace.start();
    await addStaff(seeding);
    const addresses = await addSubscribers(seeding, SUBSCRIBERS, { prefix: 'crash' });
    await seeding.close();

    server = await ServerProcess.start(workspace.dir, env);
    const api = () => request(server!.url);
    const loggedIn = await api().post('/api/login').type('form').send(STAFF).expect(303);
    const cookie = loggedIn.headers['set-cookie']![0].split(';')[0];
    const created = (await api().post(POSTS).set('Cookie', cookie).send(draft()).expect(201))
      .body as StaffPost;
    const post = (
      await api().post(`${POSTS}/${created.id}/publish`).set('Cookie', cookie).send({}).expect(200)
    ).body as StaffPost;
    await api().post(`${POSTS}/${post.id}/newsletter/preview`).set('Cookie', cookie).expect(202);
    await sink.waitFor(post.title);

    const held = sink.holdNth(KILLED_AT);
    const queued = (await api().post(`${POSTS}/${post.id}/newsletter`).set('Cookie', cookie).expect(201))
      .body as CampaignDto;
    expect(queued).toMatchObject({ state: 'sending', counts: { total: SUBSCRIBERS } });
    await held;
    server.kill('SIGKILL');
    expect(await server.exited()).toEqual({ code: null, signal: 'SIGKILL' });
    const beforeRestart = sink.messages.filter((message) => !message.envelope.to.includes(STAFF.email));
    expect(beforeRestart).toHaveLength(KILLED_AT - 1);

    server = await server.restart();
    const until = Date.now() + 120_000;
    let campaign: CampaignDto;
    do {
      await new Promise((done) => setTimeout(done, 250));
      campaign = (await api().get(`${POSTS}/${post.id}/newsletter`).set('Cookie', cookie).expect(200))
        .body as CampaignDto;
    } while (campaign.state !== 'done' && Date.now() < until);
    expect(campaign).toMatchObject({
      state: 'done',
      counts: { total: SUBSCRIBERS, queued: 0, sent: SUBSCRIBERS, failed: 0, unsubscribed: 0 },
    });

    const received = new Map<string, number>();
    for (const message of sink.messages) {
      for (const to of message.envelope.to) received.set(to, (received.get(to) ?? 0) + 1);
    }
    received.delete(STAFF.email);
    expect(received.size).toBe(SUBSCRIBERS);
    expect(addresses.filter((address) => received.get(address) !== 1)).toEqual([]);
    // The message held at the kill went again, as its row's second attempt, once its claim expired.
    expect(server.log.match(/\(post, attempt 2\) sent/g)).toHaveLength(1);
  });
});
