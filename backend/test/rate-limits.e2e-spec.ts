import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { contactRequest } from './factories';
import { http, TestWorkspace, withApp as withAppIn } from './harness';

/** Each test speaks from an address of its own (TRUST_PROXY=loopback lets X-Forwarded-For name it). */
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

const withApp = (env: Record<string, string>, body: (running: RunningApp) => Promise<void>) =>
  withAppIn({ TRUST_PROXY: 'loopback', ...env }, body);

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
