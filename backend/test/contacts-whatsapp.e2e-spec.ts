import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { CROSS_SITE_MESSAGE } from '../src/security/same-origin';
import { auditRows } from './data-rights-seed';
import { contactRequest, STAFF } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';

const ACTIONS = ['whatsapp_marked', 'no_whatsapp_marked', 'whatsapp_mark_cleared'];
const INVALID = 'whatsapp must be true, false or null';

// Staff's word on a request's phone number having WhatsApp: PATCH /api/contacts/:id/whatsapp.
describe("marking a request's phone number as having WhatsApp", () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  const stored = async (id: number) =>
    (await running.app.get(DataSource).getRepository(ContactSubmission).findOneByOrFail({ id })).hasWhatsapp;
  const mark = (id: number | string, body: unknown) =>
    request(http(running))
      .patch(`/api/contacts/${id}/whatsapp`)
      .set('Cookie', cookie)
      .send(body as object);
  const get = (path: string) => request(http(running)).get(path).set('Cookie', cookie).expect(200);
  const submit = async (telefono = '(604) 444 1234') =>
    (await request(http(running)).post('/api/contact').send(contactRequest({ telefono })).expect(201))
      .body as {
      id: number;
    };
  const entries = async (id: number) =>
    (await auditRows(running))
      .filter((row) => ACTIONS.includes(row.action) && row.target === `contact ${id}`)
      .map((row) => [row.actor, row.action]);

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('is 401 without a session, and changes nothing', async () => {
    const { id } = await submit();
    const response = await request(http(running))
      .patch(`/api/contacts/${id}/whatsapp`)
      .send({ whatsapp: true })
      .expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect(await stored(id)).toBeNull();
  });

  it('a new request is unmarked, in the list and in its details', async () => {
    const { id } = await submit();
    expect(await stored(id)).toBeNull();
    const list = (await get('/api/contacts?limit=100')).body as Array<{ id: number; whatsapp: unknown }>;
    expect(list.find((row) => row.id === id)?.whatsapp).toBeNull();
    expect((await get(`/api/contacts/${id}`)).body.whatsapp).toBeNull();
  });

  it('sets the mark, clears it back to the rule, and logs each change once', async () => {
    const { id } = await submit();
    const marked = await mark(id, { whatsapp: true }).expect(200);
    expect(marked.body).toMatchObject({ id, telefono: '(604) 444 1234', whatsapp: true, processed: false });
    expect(await stored(id)).toBe(true);
    // The staff's views return it: the details and the list.
    expect((await get(`/api/contacts/${id}`)).body.whatsapp).toBe(true);
    const list = (await get('/api/contacts?limit=100')).body as Array<{ id: number; whatsapp: unknown }>;
    expect(list.find((row) => row.id === id)?.whatsapp).toBe(true);

    // Idempotent: the same word again changes nothing and logs nothing.
    expect((await mark(id, { whatsapp: true }).expect(200)).body.whatsapp).toBe(true);
    expect(await entries(id)).toEqual([[STAFF.email, 'whatsapp_marked']]);

    expect((await mark(id, { whatsapp: false }).expect(200)).body.whatsapp).toBe(false);
    expect(await stored(id)).toBe(false);
    expect((await mark(id, { whatsapp: null }).expect(200)).body.whatsapp).toBeNull();
    expect(await stored(id)).toBeNull();
    expect((await get(`/api/contacts/${id}`)).body.whatsapp).toBeNull();
    await mark(id, { whatsapp: null }).expect(200);
    expect(await entries(id)).toEqual([
      [STAFF.email, 'whatsapp_marked'],
      [STAFF.email, 'no_whatsapp_marked'],
      [STAFF.email, 'whatsapp_mark_cleared'],
    ]);
  });

  it.each([
    ['no body', {}],
    ['a string', { whatsapp: 'true' }],
    ['a number', { whatsapp: 1 }],
    ['an object', { whatsapp: { yes: true } }],
  ])('answers 400 for %s with a message the panel words itself, and changes nothing', async (_case, body) => {
    const { id } = await submit();
    await mark(id, { whatsapp: true }).expect(200);
    const bad = await mark(id, body).set('X-Error-Detail', 'codes').expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      message: INVALID,
      errors: { whatsapp: INVALID },
      code: 'whatsappMark.invalid',
    });
    expect(await stored(id)).toBe(true);
    expect(await entries(id)).toHaveLength(1);
  });

  it('answers 400 for a field it does not take, an array and malformed JSON, never a 500', async () => {
    const { id } = await submit();
    const extra = await mark(id, { whatsapp: true, telefono: '300' }).expect(400);
    expect(extra.body).toMatchObject({ statusCode: 400, errors: { telefono: expect.any(String) } });
    await mark(id, [true]).expect(400);
    await request(http(running))
      .patch(`/api/contacts/${id}/whatsapp`)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"whatsapp": tru')
      .expect(400);
    const text = await request(http(running))
      .patch(`/api/contacts/${id}/whatsapp`)
      .set('Cookie', cookie)
      .set('Content-Type', 'text/plain')
      .send('true')
      .expect(415);
    expect(text.body.statusCode).toBe(415);
    expect(await stored(id)).toBeNull();
    expect(await entries(id)).toEqual([]);
  });

  it('answers 404 for an unknown id, and 400 for one that is not an id', async () => {
    const missing = await mark(999999, { whatsapp: true }).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Contact submission 999999 not found' });
    const bad = await mark('abc', { whatsapp: true }).expect(400);
    expect(bad.body.message).toContain('positive whole number');
    expect(await entries(999999)).toEqual([]);
  });

  it('refuses a cross-site request: 403, the mark stays as it was', async () => {
    const { id } = await submit();
    const response = await mark(id, { whatsapp: true }).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
    expect(await stored(id)).toBeNull();
    expect(await entries(id)).toEqual([]);
  });

  it("is part of the person's data: the access answer lists it, the erasure removes it with the request", async () => {
    const email = 'whatsapp.fijo@example.com';
    const { id } = (
      await request(http(running))
        .post('/api/contact')
        .send(contactRequest({ email, telefono: '(604) 444 1234' }))
        .expect(201)
    ).body as { id: number };
    await mark(id, { whatsapp: true }).expect(200);
    const subject = (path: string) =>
      request(http(running))
        .post(`/api/data-subjects/${path}`)
        .set('Cookie', cookie)
        .send({ email })
        .expect(200);
    const access = (await subject('access')).body as {
      submissions: Array<{ id: number; whatsapp: unknown }>;
    };
    expect(access.submissions).toEqual([expect.objectContaining({ id, whatsapp: true })]);
    await subject('erasure');
    expect(await running.app.get(DataSource).getRepository(ContactSubmission).countBy({ id })).toBe(0);
  });
});
