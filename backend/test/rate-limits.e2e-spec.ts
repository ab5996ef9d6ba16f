import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { contactRequest, STAFF } from './factories';
import { addStaff, http, TestWorkspace } from './harness';

/** Each test speaks from an address of its own (TRUST_PROXY=loopback lets X-Forwarded-For name it). */
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

async function withApp(env: Record<string, string>, body: (running: RunningApp) => Promise<void>) {
  const workspace = new TestWorkspace();
  const running = await workspace.start({ TRUST_PROXY: 'loopback', ...env });
  try {
    await body(running);
  } finally {
    await running.close();
    workspace.cleanup();
  }
}

const stored = (running: RunningApp) => running.app.get(DataSource).getRepository(ContactSubmission).count();

function submit(running: RunningApp, address: string, body = contactRequest()) {
  return request(http(running)).post('/api/contact').set('X-Forwarded-For', address).send(body);
}

describe('consultation requests per address', () => {
  const limits = { CONTACT_RATE_LIMIT_PER_MINUTE: '3', CONTACT_RATE_LIMIT_PER_DAY: '5' };

  it('answers 429 with Retry-After and a clear message past the per-minute limit, storing nothing more', () =>
    withApp(limits, async (running) => {
      const address = freshAddress();
      for (let i = 0; i < 3; i += 1) await submit(running, address).expect(201);
      const refused = await submit(running, address).expect(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        statusCode: 429,
        message: `Too many consultation requests from this address: try again in ${wait} seconds`,
        retryAfter: wait,
      });
      expect(await stored(running)).toBe(3);
      // Another address is counted on its own.
      await submit(running, freshAddress()).expect(201);
    }));

  it('counts only accepted requests: invalid ones never use up the limit', () =>
    withApp(limits, async (running) => {
      const address = freshAddress();
      for (let i = 0; i < 10; i += 1)
        await submit(running, address, contactRequest({ email: 'x' })).expect(400);
      for (let i = 0; i < 3; i += 1) await submit(running, address).expect(201);
    }));

  it('lets exactly the limit through when requests arrive all at once', () =>
    withApp(limits, async (running) => {
      const address = freshAddress();
      const statuses = await Promise.all(
        Array.from({ length: 12 }, () => submit(running, address).then((response) => response.status)),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
      expect(await stored(running)).toBe(3);
    }));

  it('has a per-day limit too, which waits for the day to end', () =>
    withApp({ CONTACT_RATE_LIMIT_PER_MINUTE: '0', CONTACT_RATE_LIMIT_PER_DAY: '2' }, async (running) => {
      const address = freshAddress();
      await submit(running, address).expect(201);
      await submit(running, address).expect(201);
      const refused = await submit(running, address).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    }));

  it('keeps counting across a restart: the counters live in the database', async () => {
    const workspace = new TestWorkspace();
    const env = { TRUST_PROXY: 'loopback', ...limits };
    let running = await workspace.start(env);
    try {
      const address = freshAddress();
      for (let i = 0; i < 3; i += 1) await submit(running, address).expect(201);
      await running.close();
      running = await workspace.start(env);
      await submit(running, address).expect(429);
    } finally {
      await running.close();
      workspace.cleanup();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot pick a new address per request', () =>
    withApp({ TRUST_PROXY: 'false', ...limits }, async (running) => {
      for (let i = 0; i < 3; i += 1) await submit(running, freshAddress()).expect(201);
      await submit(running, freshAddress()).expect(429);
    }));
});

describe('the hidden field (honeypot)', () => {
  it('answers a bot that fills it exactly as a person, stores nothing and counts nothing', () =>
    withApp({ CONTACT_RATE_LIMIT_PER_MINUTE: '1' }, async (running) => {
      const address = freshAddress();
      for (const website of ['https://spam.example', 'x', 42, ['a'], { a: 1 }]) {
        const response = await submit(running, address, contactRequest({ website })).expect(201);
        expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'id']);
        expect(response.body.id).toEqual(expect.any(Number));
      }
      // Not even the other fields' mistakes are revealed to it.
      await submit(running, address, { website: 'http://spam.example', nombre: 1 }).expect(201);
      expect(await stored(running)).toBe(0);
      await submit(running, address).expect(201);
      expect(await stored(running)).toBe(1);
    }));

  it('treats the field left empty, or not sent at all (API clients), as a normal submission', () =>
    withApp({}, async (running) => {
      await submit(running, freshAddress(), contactRequest({ website: '' })).expect(201);
      await submit(running, freshAddress(), contactRequest({ website: '   ' })).expect(201);
      await submit(running, freshAddress(), contactRequest()).expect(201);
      expect(await stored(running)).toBe(3);
    }));
});

describe('staff log-in brute force', () => {
  const env = { LOGIN_MAX_FAILURES: '3' };
  const attempt = (running: RunningApp, address: string, credentials: { email: string; password: string }) =>
    request(http(running)).post('/api/login').set('X-Forwarded-For', address).type('form').send(credentials);
  const wrong = { email: STAFF.email, password: 'not-the-password' };

  it('locks an account after LOGIN_MAX_FAILURES failures: 429 with Retry-After, even for the right password', () =>
    withApp(env, async (running) => {
      await addStaff(running);
      for (let i = 0; i < 3; i += 1) await attempt(running, freshAddress(), wrong).expect(401);
      const locked = await attempt(running, freshAddress(), STAFF).expect(429);
      const wait = Number(locked.headers['retry-after']);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect(locked.text).toContain('Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.');
      expect(locked.text).toContain('Too many failed attempts. Try again in 15 minutes.');
      expect(locked.headers['set-cookie']).toBeUndefined();
    }));

  it('locks an address that tries many accounts', () =>
    withApp(env, async (running) => {
      await addStaff(running);
      const address = freshAddress();
      for (let i = 0; i < 3; i += 1)
        await attempt(running, address, { email: `guess${i}@example.com`, password: 'x' }).expect(401);
      await attempt(running, address, STAFF).expect(429);
      await attempt(running, freshAddress(), STAFF).expect(303);
    }));

  it('treats an unknown email exactly like a wrong password, lock-out included', () =>
    withApp(env, async (running) => {
      await addStaff(running);
      const unknown = { email: 'nadie@example.com', password: 'not-the-password' };
      const pages = [];
      for (const credentials of [wrong, unknown]) {
        for (let i = 0; i < 3; i += 1) {
          const response = await attempt(running, freshAddress(), credentials).expect(401);
          pages.push(response.text.replace(/value="[^"]*"/, ''));
        }
        await attempt(running, freshAddress(), credentials).expect(429);
      }
      expect(new Set(pages).size).toBe(1);
    }));

  it('clears the account count on a successful log-in', () =>
    withApp(env, async (running) => {
      await addStaff(running);
      for (let i = 0; i < 2; i += 1) await attempt(running, freshAddress(), wrong).expect(401);
      await attempt(running, freshAddress(), STAFF).expect(303);
      for (let i = 0; i < 2; i += 1) await attempt(running, freshAddress(), wrong).expect(401);
      await attempt(running, freshAddress(), STAFF).expect(303);
    }));
});
