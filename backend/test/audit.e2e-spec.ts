import request from 'supertest';
import { type RunningApp } from '../src/app';
import { contactRequest, STAFF } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';
import { auditRows } from './data-rights-seed';

interface Entry {
  id: number;
  createdAt: string;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
}

const OTHER = { email: 'lucia@example.com', password: 'another-long-staff-password' };

describe('audit log', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  const rows = () => auditRows(running);
  const list = async (query = '') => {
    const response = await request(http(running)).get(`/api/audit${query}`).set('Cookie', cookie).expect(200);
    return { entries: response.body as Entry[], total: Number(response.headers['x-total-count']) };
  };

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    await addStaff(running, OTHER);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('GET /api/audit is 401 without a session', async () => {
    const response = await request(http(running)).get('/api/audit').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('records a log-in with the staff member as actor, and nothing typed in the password field', async () => {
    const before = (await rows()).length;
    await login(running, OTHER);
    const added = (await rows()).slice(before);
    expect(added).toEqual([
      expect.objectContaining({ actor: OTHER.email, action: 'login', target: null, detail: null }),
    ]);
    const { entries } = await list();
    expect(entries[0]).toEqual({
      id: added[0].id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actor: OTHER.email,
      action: 'login',
      target: null,
      detail: null,
    });
    expect(JSON.stringify(await rows())).not.toContain(OTHER.password);
  });

  it('names the account as stored when the email was typed in another case', async () => {
    const before = (await rows()).length;
    await login(running, { ...OTHER, email: 'Lucia@Example.COM' });
    expect((await rows()).slice(before)).toEqual([
      expect.objectContaining({ actor: OTHER.email, action: 'login' }),
    ]);
  });

  it('records a failed log-in with the account masked and never the password', async () => {
    const before = (await rows()).length;
    await request(http(running))
      .post('/api/login')
      .type('form')
      .send({ ...OTHER, password: 'not-the-password' })
      .expect(401);
    expect((await rows()).slice(before)).toEqual([
      expect.objectContaining({
        actor: 'l***@example.com',
        action: 'login_failed',
        target: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(await rows())).not.toContain('not-the-password');
  });

  it('records a log-out of the signed-in member, and nothing for a log-out without a session', async () => {
    const other = await login(running, OTHER);
    const before = (await rows()).length;
    await request(http(running)).get('/api/logout').set('Cookie', other).expect(303);
    expect((await rows()).slice(before)).toEqual([
      expect.objectContaining({ actor: OTHER.email, action: 'logout', target: null }),
    ]);
    await request(http(running)).get('/api/logout').expect(303);
    await request(http(running)).get('/api/logout').set('Cookie', other).expect(303);
    expect((await rows()).length).toBe(before + 1);
  });

  it('shows the entries of staff actions elsewhere: marking a request processed, once', async () => {
    const { id } = (await request(http(running)).post('/api/contact').send(contactRequest()).expect(201))
      .body as { id: number };
    for (let i = 0; i < 2; i += 1) {
      await request(http(running)).patch(`/api/contacts/${id}/processed`).set('Cookie', cookie).expect(200);
    }
    const marks = (await list()).entries.filter((entry) => entry.action === 'mark_processed');
    expect(marks).toEqual([expect.objectContaining({ actor: STAFF.email, target: `contact ${id}` })]);
  });

  it('lists newest first, with the total in X-Total-Count', async () => {
    await login(running, OTHER);
    await login(running);
    const stored = await rows();
    const { entries, total } = await list(`?limit=200`);
    expect(total).toBe(stored.length);
    expect(entries.map((entry) => entry.id)).toEqual(stored.map((row) => row.id).reverse());
    expect(entries.slice(0, 2).map((entry) => entry.actor)).toEqual([STAFF.email, OTHER.email]);
    const times = entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with limit and offset', async () => {
    const all = await list('?limit=200');
    expect(all.entries.length).toBeGreaterThanOrEqual(6);
    const page = await list('?limit=2&offset=3');
    expect(page.total).toBe(all.total);
    expect(page.entries).toEqual(all.entries.slice(3, 5));
    const first = await list('?limit=1');
    expect(first.entries).toEqual(all.entries.slice(0, 1));
    const past = await list(`?offset=${all.total}`);
    expect(past).toEqual({ entries: [], total: all.total });
  });

  it.each(['limit=0', 'limit=201', 'limit=abc', 'offset=-1', 'offset=1.5'])(
    'answers 400 for %s',
    async (query) => {
      const response = await request(http(running))
        .get(`/api/audit?${query}`)
        .set('Cookie', cookie)
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
    },
  );
});
