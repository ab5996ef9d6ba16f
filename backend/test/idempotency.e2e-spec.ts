import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../src/contact/idempotency-key';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { contactRequest } from './factories';
import { ENGINE, http, TestWorkspace } from './harness';
import { ServerProcess } from './server-process';

let nextKey = 0;
/** A key of the shape the form sends (a UUID), unique to this run. */
const freshKey = () => `${Date.now().toString(36)}-${(nextKey += 1)}-5e1f-4c2b-9a7d-0f3e2c1b4a59`;

describe(`POST /api/contact with an Idempotency-Key on ${ENGINE}`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  /** The stored rows of one request body (the factory gives each body a name of its own). */
  const rows = (body: Record<string, unknown>) =>
    running.app
      .get(DataSource)
      .getRepository(ContactSubmission)
      .findBy({ nombre: body.nombre as string });
  const post = (body: Record<string, unknown>, key?: string, address = '203.0.113.1') => {
    const test = request(http(running)).post('/api/contact').set('X-Forwarded-For', address).send(body);
    return key === undefined ? test : test.set('Idempotency-Key', key);
  };

  beforeAll(async () => {
    running = await workspace.start({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('stores a request sent twice with one key once, and answers both with the same 201 body', async () => {
    const body = contactRequest();
    const key = freshKey();
    const first = await post(body, key, '203.0.113.10').expect(201);
    const second = await post(body, key, '203.0.113.10').expect(201);
    expect(second.body).toEqual(first.body);
    expect(await rows(body)).toHaveLength(1);
  });

  it('stores a burst of concurrent requests with one key once, and gives every one the same id', async () => {
    const body = contactRequest();
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(body, key, '203.0.113.11')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const stored = await rows(body);
    expect(stored.map((row) => row.id)).toEqual([answers[0].body.id]);
  });

  it('refuses the same key with other details with a 422, and stores nothing more', async () => {
    const key = freshKey();
    const first = contactRequest();
    await post(first, key, '203.0.113.12').expect(201);
    const other = contactRequest();
    const refused = await post(other, key, '203.0.113.12').expect(422);
    expect(refused.body).toEqual({ statusCode: 422, message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    expect(await rows(other)).toHaveLength(0);
    // Only the details differ: one changed character is another request.
    await post({ ...first, mensaje: `${first.mensaje as string}!` }, key, '203.0.113.12').expect(422);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(129)],
    ['with a space', 'two words here'],
    ['with a dot', 'abcdefgh.ijk'],
    ['empty', ''],
  ])('answers 400 to a key %s, storing nothing', async (_name, key) => {
    const body = contactRequest();
    const refused = await post(body, key, '203.0.113.13').expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: IDEMPOTENCY_KEY_MESSAGE });
    expect(await rows(body)).toHaveLength(0);
  });

  it('accepts keys at both ends of the allowed length', async () => {
    await post(contactRequest(), 'A_b-0123', '203.0.113.14').expect(201);
    await post(contactRequest(), 'z'.repeat(128), '203.0.113.14').expect(201);
  });

  it('stores every request without a key, as before', async () => {
    const body = contactRequest();
    await post(body, undefined, '203.0.113.15').expect(201);
    await post(body, undefined, '203.0.113.15').expect(201);
    const stored = await rows(body);
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.idempotencyKey)).toEqual([null, null]);
  });

  it('keeps the key only as a hash', async () => {
    const body = contactRequest();
    const key = freshKey();
    await post(body, key, '203.0.113.17').expect(201);
    const [row] = await rows(body);
    expect(row.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
    expect(row.idempotencyKey).not.toContain(key);
  });

  it('stores a key again once its request is erased', async () => {
    const body = contactRequest();
    const key = freshKey();
    const first = await post(body, key, '203.0.113.18').expect(201);
    await running.app
      .get(DataSource)
      .getRepository(ContactSubmission)
      .delete({ id: first.body.id as number });
    const again = await post(body, key, '203.0.113.18').expect(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect(await rows(body)).toHaveLength(1);
  });
});

describe(`an Idempotency-Key and the rate limit on ${ENGINE}`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  const post = (body: Record<string, unknown>, key: string) =>
    request(http(running)).post('/api/contact').send(body).set('Idempotency-Key', key);

  beforeAll(async () => {
    running = await workspace.start({ CONTACT_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('does not count a repeat as a new request, and answers it even past the limit', async () => {
    const body = contactRequest();
    const key = freshKey();
    const first = await post(body, key).expect(201);
    for (let i = 0; i < 3; i += 1) await post(body, key).expect(201);
    // The limit is 2 a minute: the repeats left room for one more new request.
    await post(contactRequest(), freshKey()).expect(201);
    await post(contactRequest(), freshKey()).expect(429);
    expect((await post(body, key).expect(201)).body).toEqual(first.body);
  });
});

describe(`one Idempotency-Key sent to two server processes on one ${ENGINE} database`, () => {
  const workspace = new TestWorkspace();
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const env = { DATABASE_URL: workspace.databaseUrl, CONTACT_RATE_LIMIT_PER_MINUTE: '0' };
    a = await ServerProcess.start(workspace.dir, env);
    b = await ServerProcess.start(workspace.dir, env);
  }, 90_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    workspace.cleanup();
  });

  it('is stored once when both receive it at the same time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const body = JSON.stringify(contactRequest());
      const key = freshKey();
      const send = (server: ServerProcess) =>
        fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body,
        }).then(async (response) => ({ status: response.status, body: await response.text() }));
      const answers = await Promise.all([a, b, a, b].map(send));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    }
  });
});
