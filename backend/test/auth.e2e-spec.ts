import { createHmac } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { Session } from '../src/auth/session.entity';
import { StaffUsersService } from '../src/auth/staff-users.service';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { STAFF } from './factories';
import { addStaff, http, login, sessionIdOf, sessionRowIdOf, TestWorkspace } from './harness';

describe('staff authentication', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  const sessions = () => running.app.get(DataSource).getRepository(Session);

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('GET /api/auth/user is 401 without a session', async () => {
    const response = await request(http(running)).get('/api/auth/user').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('GET /api/login renders an accessible bilingual form that is not indexed', async () => {
    const response = await request(http(running))
      .get('/api/login')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(response.text).toContain('<form method="post" action="/api/login">');
    expect(response.text).toMatch(
      /<label for="email">Correo electrónico <span lang="en">\/ Email<\/span><\/label>/,
    );
    expect(response.text).toMatch(
      /<label for="password">Contraseña <span lang="en">\/ Password<\/span><\/label>/,
    );
    expect(response.text).toContain('<html lang="es">');
    expect(response.text).toContain('noindex');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('logs in with the form: 303 to /admin and an HttpOnly, SameSite=Lax cookie', async () => {
    const response = await request(http(running)).post('/api/login').type('form').send(STAFF).expect(303);
    expect(response.headers.location).toBe('/admin');
    const cookie = response.headers['set-cookie']![0];
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const user = await request(http(running))
      .get('/api/auth/user')
      .set('Cookie', cookie.split(';')[0])
      .expect(200);
    expect(user.body).toEqual({ id: expect.any(Number), email: STAFF.email, locale: null });
  });

  it('accepts the email in any case', async () => {
    await request(http(running))
      .post('/api/login')
      .type('form')
      .send({ ...STAFF, email: 'Staff@Example.COM' })
      .expect(303);
  });

  it('gives one generic 401 page for a wrong password and for an unknown email', async () => {
    const wrong = await request(http(running))
      .post('/api/login')
      .type('form')
      .send({ ...STAFF, password: 'wrong-password' });
    const unknown = await request(http(running))
      .post('/api/login')
      .type('form')
      .send({ email: 'nobody@example.com', password: STAFF.password });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.text).toContain('Correo o contraseña incorrectos.');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(unknown.text.replace('nobody@example.com', STAFF.email)).toBe(wrong.text);
  });

  it('escapes the echoed email', async () => {
    const response = await request(http(running))
      .post('/api/login')
      .type('form')
      .send({ email: '"><script>alert(1)</script>', password: 'x' })
      .expect(401);
    expect(response.text).not.toContain('<script>alert(1)</script>');
    expect(response.text).toContain('&quot;&gt;&lt;script&gt;');
  });

  it.each([
    ['missing fields', {}],
    ['repeated fields', 'email=a@b.co&email=c@d.co&password=x'],
  ])('answers %s with the 401 page, not an error', async (_name, body) => {
    await request(http(running)).post('/api/login').type('form').send(body).expect(401);
  });

  it('regenerates the session id on log-in', async () => {
    const first = await login(running);
    const response = await request(http(running))
      .post('/api/login')
      .set('Cookie', first)
      .type('form')
      .send(STAFF)
      .expect(303);
    const second = response.headers['set-cookie']![0].split(';')[0];
    expect(second).not.toBe(first);
    await request(http(running)).get('/api/auth/user').set('Cookie', first).expect(401);
    await request(http(running)).get('/api/auth/user').set('Cookie', second).expect(200);
  });

  it('sends a signed-in user from the log-in page to /admin', async () => {
    const cookie = await login(running);
    await request(http(running))
      .get('/api/login')
      .set('Cookie', cookie)
      .expect(303)
      .expect('Location', '/admin');
  });

  it('keeps no session id in the database: its row is the hash, and the hash as a cookie signs nobody in', async () => {
    const cookie = await login(running);
    const sid = sessionIdOf(cookie);
    const rows = await sessions().find();
    expect(rows.map((row) => row.id)).toContain(sessionRowIdOf(cookie));
    expect(rows.some((row) => row.id === sid || row.data.includes(sid))).toBe(false);
    // A copy of the database gives the row's key: signed as a session id, it is no session.
    const stolen = sessionRowIdOf(cookie);
    const { sessionSecret } = running.app.get<AppConfig>(APP_CONFIG);
    const signature = createHmac('sha256', sessionSecret).update(stolen).digest('base64').replace(/=+$/, '');
    const forged = `${cookie.split('=')[0]}=${encodeURIComponent(`s:${stolen}.${signature}`)}`;
    await request(http(running)).get('/api/auth/user').set('Cookie', forged).expect(401);
    await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(200);
  });

  it('logs out: 303 to /, the session row is deleted and the cookie no longer works', async () => {
    const cookie = await login(running);
    const sid = sessionRowIdOf(cookie);
    expect(await sessions().existsBy({ id: sid })).toBe(true);
    const response = await request(http(running)).get('/api/logout').set('Cookie', cookie).expect(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['set-cookie']![0]).toMatch(/^sid=;/);
    expect(await sessions().existsBy({ id: sid })).toBe(false);
    await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['an Origin of another site', { Origin: 'https://elsewhere.example' }],
  ])(
    'a log-out link followed from another site (%s) ends nothing: it asks to confirm',
    async (_name, headers) => {
      const cookie = await login(running);
      const response = await request(http(running))
        .get('/api/logout')
        .set('Cookie', cookie)
        .set(headers)
        .expect(200)
        .expect('Content-Type', /text\/html/)
        .expect('Cache-Control', 'no-store');
      expect(response.headers['content-security-policy']).toContain("form-action 'self'");
      // The same session (its idle deadline moved on), not a cleared cookie.
      for (const set of [response.headers['set-cookie'] ?? []].flat()) expect(set.split(';')[0]).toBe(cookie);
      expect(response.text).toContain('<html lang="es">');
      expect(response.text).toContain('<h1>¿Cerrar sesión? <span lang="en">Log out?</span></h1>');
      expect(response.text).toMatch(/<form method="post" action="\/api\/logout">\s*<button type="submit">/);
      expect(await sessions().existsBy({ id: sessionRowIdOf(cookie) })).toBe(true);
      await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(200);
    },
  );

  it.each([['same-origin'], ['none']])(
    'logs out on a navigation from the site itself (Sec-Fetch-Site: %s)',
    async (site) => {
      const cookie = await login(running);
      await request(http(running))
        .get('/api/logout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', site)
        .expect(303)
        .expect('Location', '/');
      expect(await sessions().existsBy({ id: sessionRowIdOf(cookie) })).toBe(false);
    },
  );

  it('logs out with the confirmation form (a POST from the site), and refuses it from another site', async () => {
    const cookie = await login(running);
    await request(http(running))
      .post('/api/logout')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .expect(403);
    await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(200);
    await request(http(running))
      .post('/api/logout')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .expect(303)
      .expect('Location', '/');
    expect(await sessions().existsBy({ id: sessionRowIdOf(cookie) })).toBe(false);
    await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('logging out without a session still lands on /', async () => {
    await request(http(running)).get('/api/logout').expect(303).expect('Location', '/');
  });

  it('keeps a session across a server restart on the same database', async () => {
    const cookie = await login(running);
    await running.close();
    running = await workspace.start();
    const response = await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(response.body.email).toBe(STAFF.email);
  });

  it('ends every session of a removed staff user', async () => {
    const other = { email: 'leaving@example.com', password: 'another-long-password' };
    await addStaff(running, other);
    const cookie = await login(running, other);
    const { id } = (await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(200))
      .body;
    expect(await sessions().countBy({ userId: id })).toBe(1);
    await running.app.get(StaffUsersService).remove(other.email);
    expect(await sessions().countBy({ userId: id })).toBe(0);
    await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('ignores an expired session and prunes it', async () => {
    const cookie = await login(running);
    const sid = sessionRowIdOf(cookie);
    await sessions().update({ id: sid }, { expiresAt: String(Date.now() - 1000) });
    await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(await sessions().existsBy({ id: sid })).toBe(false);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const workspace = new TestWorkspace();
  afterAll(() => workspace.cleanup());

  it('create that staff user on start-up and never overwrite it', async () => {
    const env = { ADMIN_EMAIL: 'Admin@Example.com', ADMIN_PASSWORD: 'first-admin-password' };
    let running = await workspace.start(env);
    expect(running.staffCount).toBe(1);
    await login(running, { email: 'admin@example.com', password: env.ADMIN_PASSWORD });
    await running.close();

    running = await workspace.start({ ...env, ADMIN_PASSWORD: 'changed-admin-password' });
    expect(running.staffCount).toBe(1);
    await login(running, { email: 'admin@example.com', password: env.ADMIN_PASSWORD });
    await running.close();
  });
});
