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

  /** Logs staff in through the form post on `server`; the session cookie ("name=value"). */
  async function logInOn(server: ServerProcess): Promise<string> {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(STAFF).toString(),
      redirect: 'manual',
    });
    expect(login.status).toBe(303);
    return login.headers.get('set-cookie')!.split(';')[0];
  }

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
    const cookie = await logInOn(a);
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

  /** Asks B for `path` until `holds` is true of its status and HTML, for at most 5 s. */
  async function onBWithinSeconds(path: string, holds: (status: number, html: string) => boolean) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const answer = await fetch(`${b.url}${path}`, { redirect: 'manual' });
      const html = await answer.text();
      if (holds(answer.status, html)) return html;
      if (Date.now() > deadline)
        throw new Error(`B's ${path} did not follow A within 5 s (${answer.status})`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  it("shows a firm fact changed and a post published on A on B's pages within 5 s", async () => {
    const cookie = await logInOn(a);
    const onA = (path: string, method: string, body?: unknown) =>
      fetch(`${a.url}${path}`, {
        method,
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const { content } = (await (await onA('/api/admin/site', 'GET')).json()) as {
      content: { version: number; firm: Record<string, unknown> };
    };
    expect(
      (
        await onA('/api/admin/site/firm', 'PUT', {
          ...content.firm,
          phone: '+57 604 777 8899',
          version: content.version,
        })
      ).status,
    ).toBe(200);
    const contact = await onBWithinSeconds('/contacto', (_status, html) =>
      html.includes('tel:+576047778899'),
    );
    expect(contact).not.toContain('tel:+573001234567');

    const created = await onA('/api/admin/blog/posts', 'POST', {
      language: 'es',
      title: 'Publicado en un servidor, leído en el otro',
      excerpt: 'Resumen.',
      body: 'Texto del artículo.',
      category: 'Derecho de Familia',
      tags: ['familia'],
      seoTitle: '',
      seoDescription: '',
      seoKeywords: [],
      cover: null,
      author: 'Dra. Laura Restrepo',
      translationId: null,
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: string; path: string };
    expect((await fetch(`${b.url}${post.path}`)).status).toBe(404);
    expect((await onA(`/api/admin/blog/posts/${post.id}/publish`, 'POST', {})).status).toBe(200);
    const live = await onBWithinSeconds(post.path, (status) => status === 200);
    expect(live).toContain('Publicado en un servidor, leído en el otro');
    await onBWithinSeconds('/blog', (_status, html) => html.includes(post.path));
  });
});
