import request from 'supertest';
import { type RunningApp } from '../src/app';
import { STAFF } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';

// Each staff member's panel language: unset at first, changed by PATCH /api/auth/user, remembered on the
// server (another session of the same person, and a restart, read it back), refused when it is not one of
// the panel's languages.
describe('staff panel language (PATCH /api/auth/user)', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  const other = { email: 'colega@example.com', password: 'another-long-password' };

  const me = (cookie: string) => request(http(running)).get('/api/auth/user').set('Cookie', cookie);
  const choose = (cookie: string | null, body: unknown) => {
    const call = request(http(running)).patch('/api/auth/user').type('json');
    if (cookie) void call.set('Cookie', cookie);
    return call.send(JSON.stringify(body));
  };

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    await addStaff(running, other);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('has no language until the staff member chooses one', async () => {
    const cookie = await login(running);
    expect((await me(cookie).expect(200)).body).toEqual({
      id: expect.any(Number),
      email: STAFF.email,
      locale: null,
    });
  });

  it('remembers the choice on the server: another session and a restart read it back', async () => {
    const cookie = await login(running);
    const answer = await choose(cookie, { locale: 'es' }).expect(200);
    expect(answer.body).toEqual({ id: expect.any(Number), email: STAFF.email, locale: 'es' });

    const fresh = await login(running);
    expect((await me(fresh).expect(200)).body.locale).toBe('es');
    await running.close();
    running = await workspace.start();
    expect((await me(fresh).expect(200)).body.locale).toBe('es');

    await choose(fresh, { locale: 'en' }).expect(200);
    expect((await me(cookie).expect(200)).body.locale).toBe('en');
  });

  it("is each staff member's own", async () => {
    const mine = await login(running);
    const theirs = await login(running, other);
    await choose(mine, { locale: 'es' }).expect(200);
    await choose(theirs, { locale: 'en' }).expect(200);
    expect((await me(mine).expect(200)).body.locale).toBe('es');
    expect((await me(theirs).expect(200)).body.locale).toBe('en');
  });

  it.each([
    ['another language', { locale: 'fr' }],
    ['a region tag', { locale: 'es-CO' }],
    ['upper case', { locale: 'ES' }],
    ['no locale', {}],
    ['null', { locale: null }],
    ['a number', { locale: 1 }],
    ['a list', { locale: ['es'] }],
  ])('answers 400 naming the field for %s', async (_case, body) => {
    const cookie = await login(running);
    const before = (await me(cookie).expect(200)).body.locale;
    const response = await choose(cookie, body).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { locale: 'locale must be one of: es, en' },
    });
    expect((await me(cookie).expect(200)).body.locale).toBe(before);
  });

  it('refuses a field it does not know, naming it', async () => {
    const cookie = await login(running);
    const response = await choose(cookie, { locale: 'es', email: 'x@example.com' }).expect(400);
    expect(response.body.errors).toHaveProperty('email');
    expect((await me(cookie).expect(200)).body.email).toBe(STAFF.email);
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const cookie = await login(running);
    const response = await request(http(running))
      .patch('/api/auth/user')
      .set('Cookie', cookie)
      .type('json')
      .send('{"locale":')
      .expect(400);
    expect(response.body.statusCode).toBe(400);
  });

  it("asks to confirm a log-out from another site in the staff member's language, in both before a choice", async () => {
    const confirmPage = async (cookie: string) =>
      (
        await request(http(running))
          .get('/api/logout')
          .set('Cookie', cookie)
          .set('Sec-Fetch-Site', 'cross-site')
          .expect(200)
      ).text;
    const undecided = { email: 'nueva@example.com', password: 'yet-another-long-password' };
    await addStaff(running, undecided);
    const both = await confirmPage(await login(running, undecided));
    expect(both).toContain('<h1>¿Cerrar sesión? <span lang="en">Log out?</span></h1>');

    const cookie = await login(running);
    await choose(cookie, { locale: 'en' }).expect(200);
    const english = await confirmPage(cookie);
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Log out?</h1>');
    expect(english).not.toContain('Cerrar');
    await choose(cookie, { locale: 'es' }).expect(200);
    const spanish = await confirmPage(cookie);
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<h1>¿Cerrar sesión?</h1>');
    expect(spanish).toMatch(/<button type="submit">Cerrar sesión<\/button>/);
    expect(spanish).not.toContain('Log out');
    // Nothing ended: the page only asks.
    await me(cookie).expect(200);
  });

  it('answers 401 without a session, and changes nothing', async () => {
    const response = await choose(null, { locale: 'es' }).expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('refuses another site (403) and another content type (415)', async () => {
    const cookie = await login(running);
    await request(http(running))
      .patch('/api/auth/user')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('json')
      .send({ locale: 'es' })
      .expect(403);
    await request(http(running))
      .patch('/api/auth/user')
      .set('Cookie', cookie)
      .type('form')
      .send('locale=es')
      .expect(415);
  });
});
