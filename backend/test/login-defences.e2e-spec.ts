import request from 'supertest';
import { type RunningApp } from '../src/app';
import { AuditService } from '../src/audit/audit.service';
import { LoginLimits } from '../src/auth/login-limits';
import { PasswordCheckSlots } from '../src/auth/password-check-slots';
import { StaffUsersService } from '../src/auth/staff-users.service';
import { STAFF } from './factories';
import { addStaff, http, login, withApp as withAppIn } from './harness';

/** Each attempt can name its own client address (TRUST_PROXY=loopback lets X-Forwarded-For say it). */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;
const withApp = (env: Record<string, string>, body: (running: RunningApp) => Promise<void>) =>
  withAppIn({ TRUST_PROXY: 'loopback', ...env }, body);

const wrong = { email: STAFF.email, password: 'not-the-password' };
const attempt = (running: RunningApp, address: string, credentials: object) =>
  request(http(running)).post('/api/login').set('X-Forwarded-For', address).type('form').send(credentials);

/** Counts the password checks of the running app (and how many ran at once) by wrapping its service. */
function countChecks(running: RunningApp, events: string[] = []) {
  const staff = running.app.get(StaffUsersService);
  const verify = staff.verify.bind(staff);
  const count = { total: 0, running: 0, peak: 0 };
  staff.verify = async (email, password) => {
    count.total += 1;
    count.running += 1;
    count.peak = Math.max(count.peak, count.running);
    events.push('check');
    try {
      return await verify(email, password);
    } finally {
      count.running -= 1;
    }
  };
  return count;
}

/** Records the delays the app would wait before checking a password, instead of waiting them. */
function recordWaits(running: RunningApp, events: string[] = []): number[] {
  const waits: number[] = [];
  running.app.get(LoginLimits).wait = (ms) => {
    waits.push(ms);
    events.push('wait');
    return Promise.resolve();
  };
  return waits;
}

async function auditRows(running: RunningApp) {
  return (await running.app.get(AuditService).page(100, 0)).items;
}

describe('log-in under a concurrent burst', () => {
  it('checks no more passwords than the address may try, at most LOGIN_CONCURRENT_CHECKS at once, and the site keeps answering', () =>
    // Production's scrypt cost: a check lasts long enough for the burst to find every slot taken.
    withApp({ LOGIN_MAX_FAILURES: '10', PASSWORD_HASH_COST: '17' }, async (running) => {
      await addStaff(running);
      const checks = countChecks(running);
      // The account's delays would spread the burst out over half a minute: here it arrives all at once.
      recordWaits(running);
      const address = freshAddress();
      const burst = Promise.all(
        Array.from({ length: 40 }, (_, i) => attempt(running, address, { ...wrong, password: `wrong-${i}` })),
      );
      while (checks.running === 0) await new Promise((tick) => setImmediate(tick));
      await request(http(running)).get('/api/health').expect(200);

      const answers = await burst;
      const failed = answers.filter((r) => r.status === 401).length;
      expect(answers.filter((r) => r.status !== 401).map((r) => r.status)).toEqual(
        Array<number>(40 - failed).fill(429),
      );
      for (const r of answers.filter((r) => r.status === 429))
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(checks.peak).toBeLessThanOrEqual(2);
      expect(checks.total).toBe(failed);
      expect(failed).toBeGreaterThan(0);
      expect(failed).toBeLessThanOrEqual(10);

      // Refused for a busy server, an attempt is given back: the address still has exactly ten in all.
      let more = 0;
      for (let i = 0; i < 12; i += 1) {
        const response = await attempt(running, address, wrong);
        if (response.status === 401) more += 1;
        else expect(response.text).toContain('Demasiados intentos fallidos.');
      }
      expect(failed + more).toBe(10);
      expect(checks.total).toBe(10);
    }));

  it('answers 429 with Retry-After and a bilingual page when every check is taken', () =>
    withApp({ LOGIN_CONCURRENT_CHECKS: '1', PASSWORD_HASH_COST: '17' }, async (running) => {
      await addStaff(running);
      const checks = countChecks(running);
      const [first, second] = await Promise.all([
        attempt(running, freshAddress(), wrong),
        attempt(running, freshAddress(), { ...wrong, email: 'other@example.com' }),
      ]);
      expect([first.status, second.status].sort()).toEqual([401, 429]);
      const busy = first.status === 429 ? first : second;
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.text).toContain('Inténtalo de nuevo en unos segundos.');
      expect(busy.text).toContain('<span lang="en">Too many log-ins are being checked.');
      expect(checks.total).toBe(1);
    }));
});

describe('per-account delay and per-address lock-out', () => {
  const env = { LOGIN_MAX_FAILURES: '3', LOGIN_DELAY_MAX_SECONDS: '5' };

  it('slows an account failed from many addresses, doubling up to the cap, before the check, and never locks its owner out', () =>
    withApp(env, async (running) => {
      await addStaff(running);
      const events: string[] = [];
      const waits = recordWaits(running, events);
      countChecks(running, events);
      // The same account however it is written: counted as it is checked.
      const spellings = [STAFF.email, ` ${STAFF.email.toUpperCase()} `, 'Staff@Example.com'];
      for (let i = 0; i < 6; i += 1)
        await attempt(running, freshAddress(), { ...wrong, email: spellings[i % 3] }).expect(401);
      await attempt(running, freshAddress(), STAFF).expect(303);
      expect(waits).toEqual([0, 1000, 2000, 4000, 5000, 5000, 5000]);
      expect(events).toEqual(Array<string[]>(7).fill(['wait', 'check']).flat());
      // A success starts the account's count again.
      await attempt(running, freshAddress(), wrong).expect(401);
      expect(waits.at(-1)).toBe(0);
    }));

  it('treats an unknown email exactly like a wrong password: same page, same delays', () =>
    withApp(env, async (running) => {
      await addStaff(running);
      const waits = recordWaits(running);
      const pages = [];
      for (const credentials of [wrong, { email: 'nadie@example.com', password: 'not-the-password' }]) {
        for (let i = 0; i < 3; i += 1) {
          const response = await attempt(running, freshAddress(), credentials).expect(401);
          pages.push(response.text.replace(/value="[^"]*"/, ''));
        }
      }
      expect(new Set(pages).size).toBe(1);
      expect(waits).toEqual([0, 1000, 2000, 0, 1000, 2000]);
    }));

  it('locks an address after LOGIN_MAX_FAILURES attempts, whatever accounts it tries: 429 with Retry-After', () =>
    withApp(env, async (running) => {
      await addStaff(running);
      recordWaits(running);
      const address = freshAddress();
      for (let i = 0; i < 3; i += 1)
        await attempt(running, address, { email: `guess${i}@example.com`, password: 'x' }).expect(401);
      const locked = await attempt(running, address, STAFF).expect(429);
      const wait = Number(locked.headers['retry-after']);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect(locked.text).toContain('Demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos.');
      expect(locked.text).toContain('Too many failed attempts. Try again in 15 minutes.');
      expect(locked.headers['set-cookie']).toBeUndefined();
      await attempt(running, freshAddress(), STAFF).expect(303);
    }));

  it('gives a successful log-in its attempt back: the address is not nearer the lock', () =>
    withApp(env, async (running) => {
      await addStaff(running);
      recordWaits(running);
      const address = freshAddress();
      for (let i = 0; i < 5; i += 1) await attempt(running, address, STAFF).expect(303);
      for (let i = 0; i < 3; i += 1) await attempt(running, address, wrong).expect(401);
      await attempt(running, address, STAFF).expect(429);
    }));
});

describe('credentials in the URL', () => {
  it('are refused with 400 before anything is checked or counted, so a locked address cannot use them', () =>
    withApp({ LOGIN_MAX_FAILURES: '2' }, async (running) => {
      await addStaff(running);
      const checks = countChecks(running);
      const query = `email=${encodeURIComponent(STAFF.email)}&password=${encodeURIComponent(STAFF.password)}`;
      const address = freshAddress();
      for (let i = 0; i < 2; i += 1) await attempt(running, address, wrong).expect(401);
      await attempt(running, address, STAFF).expect(429);
      for (const [path, body] of [
        [`/api/login?${query}`, {}],
        [`/api/login?password=${encodeURIComponent(STAFF.password)}`, { email: STAFF.email }],
        [`/api/login?email=${encodeURIComponent(STAFF.email)}`, { email: '', password: STAFF.password }],
      ] as const) {
        const response = await request(http(running))
          .post(path)
          .set('X-Forwarded-For', address)
          .type('form')
          .send(body)
          .expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          message: 'Send the email and password in the request body, not in the URL',
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      expect(checks.total).toBe(2);
    }));
});

describe('failed log-ins and lock-outs in the activity log', () => {
  it('records each failure and the lock-out with the account masked, the client address and the time', () =>
    withApp({ LOGIN_MAX_FAILURES: '2' }, async (running) => {
      await addStaff(running);
      recordWaits(running);
      const address = freshAddress();
      const before = Date.now();
      await attempt(running, address, wrong).expect(401);
      await attempt(running, address, { email: 'Guessed.Person@Example.org', password: 'x' }).expect(401);
      await attempt(running, address, wrong).expect(429);
      await attempt(running, address, wrong).expect(429);

      const cookie = await login(running);
      const response = await request(http(running)).get('/api/audit').set('Cookie', cookie).expect(200);
      const rows = (response.body as Array<Record<string, unknown>>).filter((row) => row.action !== 'login');
      expect(rows.map(({ actor, action, target, detail }) => ({ actor, action, target, detail }))).toEqual([
        {
          actor: 'g***@example.org',
          action: 'login_locked',
          target: `address ${address}`,
          detail: 'after 2 failed log-ins, for 15 minutes',
        },
        { actor: 'g***@example.org', action: 'login_failed', target: `address ${address}`, detail: null },
        { actor: 's***@example.com', action: 'login_failed', target: `address ${address}`, detail: null },
      ]);
      for (const row of rows)
        expect(Date.parse(row.createdAt as string)).toBeGreaterThanOrEqual(before - 1000);
      // The guessed address itself is stored nowhere in the log.
      expect(JSON.stringify(await auditRows(running)).toLowerCase()).not.toContain('guessed.person');
    }));
});

describe('a refused log-in from a browser that already holds a session', () => {
  const signIn = async (running: RunningApp, address: string) => {
    const response = await attempt(running, address, STAFF).expect(303);
    return (response.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  };
  const logins = async (running: RunningApp) =>
    (await auditRows(running)).filter((row) => row.action === 'login').length;

  it('answers 429 for a wrong password from a locked address and records no log-in', () =>
    withApp({ LOGIN_MAX_FAILURES: '2' }, async (running) => {
      await addStaff(running);
      recordWaits(running);
      const address = freshAddress();
      const cookie = await signIn(running, address);
      for (let i = 0; i < 2; i += 1) await attempt(running, address, wrong).expect(401);
      const before = await logins(running);
      const response = await attempt(running, address, wrong).set('Cookie', cookie).expect(429);
      expect(response.text).toContain('Demasiados intentos fallidos.');
      expect(await logins(running)).toBe(before);
    }));

  it('answers 429 for a wrong password when every check is taken and records no log-in', () =>
    withApp({ LOGIN_CONCURRENT_CHECKS: '1' }, async (running) => {
      await addStaff(running);
      recordWaits(running);
      const cookie = await signIn(running, freshAddress());
      const before = await logins(running);
      // The one check slot is held, as by another log-in being checked.
      const slots = running.app.get(PasswordCheckSlots);
      expect(slots.tryTake()).toBe(true);
      try {
        const response = await attempt(running, freshAddress(), wrong).set('Cookie', cookie).expect(429);
        expect(response.headers['retry-after']).toBe('1');
      } finally {
        slots.release();
      }
      expect(await logins(running)).toBe(before);
    }));
});
