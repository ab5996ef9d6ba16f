import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Session } from '../src/auth/session.entity';
import { addStaff, http, login, sessionRowIdOf, TestWorkspace } from './harness';

const HOUR = 60 * 60 * 1000;

describe('staff session lifetime', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  const sessions = () => running.app.get(DataSource).getRepository(Session);
  const me = (cookie: string) => request(http(running)).get('/api/auth/user').set('Cookie', cookie);

  /** Moves a stored session's log-in time back, as if it had been signed in that long. */
  async function signedInAgo(cookie: string, ms: number): Promise<void> {
    const row = await sessions().findOneByOrFail({ id: sessionRowIdOf(cookie) });
    const data = JSON.parse(row.data) as { loggedInAt: number };
    expect(data.loggedInAt).toBeGreaterThan(Date.now() - 60_000);
    await sessions().update(row.id, { data: JSON.stringify({ ...data, loggedInAt: data.loggedInAt - ms }) });
  }

  beforeAll(async () => {
    running = await workspace.start({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' });
    await addStaff(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('sets the idle timeout from SESSION_IDLE_MINUTES on the cookie and the stored row, moving on each request', async () => {
    const cookie = await login(running);
    const response = await me(cookie).expect(200);
    const expires = Date.parse(/Expires=([^;]+)/.exec(response.headers['set-cookie']![0])![1]);
    expect(Math.abs(expires - (Date.now() + 30 * 60_000))).toBeLessThan(5_000);
    const row = await sessions().findOneByOrFail({ id: sessionRowIdOf(cookie) });
    expect(Math.abs(Number(row.expiresAt) - (Date.now() + 30 * 60_000))).toBeLessThan(5_000);
  });

  it('keeps an active session inside SESSION_MAX_HOURS', async () => {
    const cookie = await login(running);
    await signedInAgo(cookie, 2 * HOUR - 60_000);
    await me(cookie).expect(200);
  });

  it('ends a session SESSION_MAX_HOURS after log-in however active it is, and deletes it', async () => {
    const cookie = await login(running);
    await signedInAgo(cookie, 2 * HOUR + 1_000);
    await me(cookie).expect(401);
    expect(await sessions().existsBy({ id: sessionRowIdOf(cookie) })).toBe(false);
    await request(http(running)).get('/api/contacts').set('Cookie', cookie).expect(401);
  });

  it('ends a signed-in session that carries no log-in time', async () => {
    const cookie = await login(running);
    const row = await sessions().findOneByOrFail({ id: sessionRowIdOf(cookie) });
    const { loggedInAt: _dropped, ...data } = JSON.parse(row.data) as Record<string, unknown>;
    await sessions().update(row.id, { data: JSON.stringify(data) });
    await me(cookie).expect(401);
  });
});
