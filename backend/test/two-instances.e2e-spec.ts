import { STAFF, contactRequest } from './factories';
import { ENGINE, TestWorkspace } from './harness';
import { ServerProcess } from './server-process';

/**
 * Two server processes on one database behave as one site: sessions and rate-limit counters live in the
 * database, not in either process. Runs on SQLite (two processes on one file) and, in the PostgreSQL
 * project, on PostgreSQL — the shape of a deployment with several containers behind a load balancer.
 */
describe(`two server processes on one ${ENGINE} database`, () => {
  const workspace = new TestWorkspace();
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: workspace.databaseUrl,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      CONTACT_RATE_LIMIT_PER_MINUTE: '3',
      CONTACT_RATE_LIMIT_PER_DAY: '0',
    };
    a = await ServerProcess.start(workspace.dir, env);
    b = await ServerProcess.start(workspace.dir, env);
  }, 90_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    workspace.cleanup();
  });

  const submit = (server: ServerProcess) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contactRequest()),
    });

  it('counts the contact rate limit across both', async () => {
    const statuses = [];
    for (const server of [a, b, a, b, a]) statuses.push((await submit(server)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('shares sessions: log in on A, list and mark on B, log out on B, and A no longer accepts it', async () => {
    const login = await fetch(`${a.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(STAFF).toString(),
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const withCookie = { headers: { Cookie: cookie } };

    const list = await fetch(`${b.url}/api/contacts`, withCookie);
    expect(list.status).toBe(200);
    const items = (await list.json()) as Array<{ id: number; processed: boolean }>;
    expect(items).toHaveLength(3);

    const marked = await fetch(`${b.url}/api/contacts/${items[0].id}/processed`, {
      method: 'PATCH',
      ...withCookie,
    });
    expect(marked.status).toBe(200);
    const seenOnA = (await (await fetch(`${a.url}/api/contacts`, withCookie)).json()) as typeof items;
    expect(seenOnA.find((item) => item.id === items[0].id)?.processed).toBe(true);

    expect((await fetch(`${a.url}/api/auth/user`, withCookie)).status).toBe(200);
    const logout = await fetch(`${b.url}/api/logout`, { ...withCookie, redirect: 'manual' });
    expect(logout.status).toBe(303);
    expect((await fetch(`${a.url}/api/auth/user`, withCookie)).status).toBe(401);
    expect((await fetch(`${b.url}/api/contacts`, withCookie)).status).toBe(401);
  });
});
