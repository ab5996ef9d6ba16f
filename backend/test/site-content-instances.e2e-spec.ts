import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { LISTENER_APPLICATION_NAME } from '../src/content/content-listener';
import { type SiteContent } from '../src/content/site-content.types';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { eventually } from './outbox-helpers';

/** How soon a change made on one server must show on the other. */
const WITHIN_MS = 5_000;

/**
 * Two servers on one database follow one content version: a change staff make on A is what B's pages
 * show moments later. On SQLite B polls the version; on PostgreSQL B polls only once a minute, so what
 * brings the change in time is the LISTEN/NOTIFY speed-up, which must come back by itself after its
 * connection is killed.
 */
describe(`site content on two servers (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let a: RunningApp;
  let b: RunningApp;
  let cookie: string;

  beforeAll(async () => {
    a = await workspace.start();
    b = await workspace.start(ENGINE === 'postgres' ? { CONTENT_POLL_MS: '60000' } : {});
    await addStaff(a);
    cookie = await login(a);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    workspace.cleanup();
  });

  const publicContent = async (running: RunningApp) =>
    (await request(http(running)).get('/api/site').expect(200)).body as SiteContent;

  /** Changes the phone on A and waits for B's public content to show it. */
  const changePhoneOnA = async (phone: string) => {
    const { content } = (await request(http(a)).get('/api/admin/site').set('Cookie', cookie).expect(200))
      .body as { content: SiteContent };
    await request(http(a))
      .put('/api/admin/site/firm')
      .set('Cookie', cookie)
      .send({ ...content.firm, phone, version: content.version })
      .expect(200);
    return eventually(
      () => publicContent(b),
      (seen) => seen.firm.phone === phone,
      WITHIN_MS,
    );
  };

  it(`shows a change made on A on B within ${WITHIN_MS / 1000} s`, async () => {
    expect((await publicContent(b)).firm.phone).toBe('+57 300 123 4567');
    const seen = await changePhoneOnA('+57 604 444 5566');
    expect(seen.version).toBe((await publicContent(a)).version);
  });

  if (ENGINE === 'postgres') {
    const listeners = async () =>
      (await a.app
        .get(DataSource)
        .query(
          'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
          [LISTENER_APPLICATION_NAME],
        )) as Array<{ pid: number }>;

    it('still does after the listening connections are killed: the listener comes back by itself', async () => {
      expect(await listeners()).toHaveLength(2);
      const killed = (await a.app
        .get(DataSource)
        .query(
          'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
          [LISTENER_APPLICATION_NAME],
        )) as Array<{ done: boolean }>;
      expect(killed.map(({ done }) => done)).toEqual([true, true]);

      await changePhoneOnA('+57 604 555 1234');
      await eventually(listeners, (found) => found.length === 2, WITHIN_MS);
      // And the listener that came back hears the next change too.
      await changePhoneOnA('+57 604 666 7890');
    });
  }
});
