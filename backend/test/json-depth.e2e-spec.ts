import request from 'supertest';
import { DataSource } from 'typeorm';
import { bootstrap, type RunningApp } from '../src/app';
import { MAX_JSON_DEPTH } from '../src/common/json-depth';
import { SafeLogger } from '../src/common/safe-logger';
import { contactRequest } from './factories';
import { addStaff, capturedLog, http, login, TestWorkspace } from './harness';
import { submitRequest } from './inquiries-seed';

const TOO_DEEP = { statusCode: 400, message: `JSON body is nested more than ${MAX_JSON_DEPTH} levels deep` };

/** `depth` levels of arrays around a string: the whole body when it is the top level. */
const arrays = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}"x"${']'.repeat(depth)}`);
/** `depth` levels of objects. */
const objects = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

describe('deeply nested JSON bodies', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  let id: number;

  beforeAll(async () => {
    await capturedLog(async () => {
      running = await bootstrap({
        config: workspace.config({ CONTACT_RATE_LIMIT_PER_MINUTE: '2' }),
        logger: new SafeLogger({ logLevels: ['log', 'warn', 'error'], colors: false }),
      });
    });
    await addStaff(running);
    cookie = await login(running);
    id = await submitRequest(running, contactRequest());
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  const count = async () =>
    Number((await running.app.get(DataSource).query('SELECT COUNT(*) AS n FROM contact_submissions'))[0].n);

  it('POST /api/contact: 2,000 levels in a field, in the honeypot or as the body are a 400, logged without a stack', async () => {
    const before = await count();
    const log = await capturedLog(async () => {
      for (const body of [
        contactRequest({ mensaje: arrays(2000) }),
        contactRequest({ nombre: objects(2000) }),
        contactRequest({ website: arrays(2000) }),
        arrays(2000),
      ]) {
        // Sent again and again: refused before the rate limit (2 a minute here, one taken by the set-up) counts anything.
        const response = await request(http(running))
          .post('/api/contact')
          .send(body as object);
        expect(response.body).toEqual(TOO_DEEP);
      }
    });
    expect(log).not.toMatch(/RangeError|Maximum call stack|\n\s+at /);
    expect(log).not.toMatch(/\b500\b/);
    expect(await count()).toBe(before);
    // The limit counted none of them: a valid request still passes.
    await request(http(running)).post('/api/contact').send(contactRequest()).expect(201);
  });

  it(`POST /api/contact: ${MAX_JSON_DEPTH} levels reach validation, ${MAX_JSON_DEPTH + 1} do not`, async () => {
    const within = await request(http(running))
      .post('/api/contact')
      .send(contactRequest({ mensaje: arrays(MAX_JSON_DEPTH - 1) }));
    expect(within.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
    const past = await request(http(running))
      .post('/api/contact')
      .send(contactRequest({ mensaje: arrays(MAX_JSON_DEPTH) }));
    expect(past.body).toEqual(TOO_DEEP);
  });

  it('a staff JSON endpoint (a new note) refuses a deep body the same way, logged without a stack', async () => {
    const log = await capturedLog(async () => {
      const response = await request(http(running))
        .post(`/api/contacts/${id}/notes`)
        .set('Cookie', cookie)
        .send({ body: objects(2000) });
      expect(response.body).toEqual(TOO_DEEP);
    });
    expect(log).not.toMatch(/RangeError|Maximum call stack|\n\s+at /);
  });
});
