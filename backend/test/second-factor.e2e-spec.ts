import { generateSync } from 'otplib';
import request from 'supertest';
import { type RunningApp } from '../src/app';
import { AuditService } from '../src/audit/audit.service';
import { Clock } from '../src/common/clock';
import { STAFF } from './factories';
import { addStaff, http, login, loginWaits, withApp as withAppIn } from './harness';

/** Each test names its own client address (TRUST_PROXY=loopback lets X-Forwarded-For say it). */
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;
const withApp = (env: Record<string, string>, body: (running: RunningApp) => Promise<void>) =>
  withAppIn({ TRUST_PROXY: 'loopback', ...env }, body);

/** A time at the start of a 30-second step, moved by the tests on the app's clock: nothing waits. */
const T0 = Date.UTC(2026, 10, 27, 15, 0, 0);
const STEP = 30_000;
function setClock(running: RunningApp, ms: number) {
  running.app.get(Clock).now = () => new Date(ms);
}
const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

const cookieOf = (response: request.Response) =>
  (response.headers['set-cookie'] as unknown as string[] | undefined)?.[0]?.split(';')[0];

/** Adds STAFF and enrols them through the panel's API at the app's clock: the secret and the recovery codes. */
async function enrol(running: RunningApp, at = T0) {
  await addStaff(running);
  setClock(running, at);
  const cookie = await login(running);
  const started = await request(http(running))
    .post('/api/auth/second-factor/enrolment')
    .set('Cookie', cookie)
    .expect(200);
  const { secret, uri, qrSvg } = started.body as { secret: string; uri: string; qrSvg: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  expect(qrSvg).toMatch(/^<svg/);
  const confirmed = await request(http(running))
    .post('/api/auth/second-factor/enrolment/confirm')
    .set('Cookie', cookie)
    .send({ code: codeAt(secret, at) })
    .expect(200);
  return { secret, cookie, codes: (confirmed.body as { codes: string[] }).codes };
}

function password(running: RunningApp, address: string, credentials: object = STAFF) {
  return request(http(running))
    .post('/api/login')
    .set('X-Forwarded-For', address)
    .type('form')
    .send(credentials);
}

function sendCode(running: RunningApp, cookie: string, address: string, code: string, step = 'code') {
  return request(http(running))
    .post(`/api/login/${step}`)
    .set('Cookie', cookie)
    .set('X-Forwarded-For', address)
    .type('form')
    .send({ code });
}

/** The password step: 303 to the second step, with a session that is nobody's yet. */
async function passwordStep(running: RunningApp, address: string, step = 'code') {
  const response = await password(running, address).expect(303);
  expect(response.headers.location).toBe(`/api/login/${step}`);
  const cookie = cookieOf(response)!;
  await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(401);
  return cookie;
}

async function actions(running: RunningApp) {
  return (await running.app.get(AuditService).page(100, 0)).items.map((row) => row.action);
}

describe('staff second factor (TOTP)', () => {
  it('once enrolled, the password alone gives no session; the code does, once, with a step of drift', () =>
    withApp({}, async (running) => {
      const { secret } = await enrol(running);
      const address = freshAddress();

      // A minute later: the password leads to the code page, in Spanish and English.
      setClock(running, T0 + 2 * STEP);
      let cookie = await passwordStep(running, address);
      const page = await request(http(running)).get('/api/login/code').set('Cookie', cookie).expect(200);
      expect(page.text).toContain('Verificación en dos pasos');
      expect(page.text).toContain('<span lang="en">Two-step verification</span>');

      // The phone's clock is one step ahead: still accepted.
      const code = codeAt(secret, T0 + 3 * STEP);
      const signedIn = await sendCode(running, cookie, address, code).expect(303);
      expect(signedIn.headers.location).toBe('/admin');
      const session = cookieOf(signedIn)!;
      expect(session).not.toBe(cookie);
      const user = await request(http(running)).get('/api/auth/user').set('Cookie', session).expect(200);
      expect((user.body as { email: string }).email).toBe(STAFF.email);

      // The same code again, in a new log-in: refused, and no session.
      cookie = await passwordStep(running, address);
      const replay = await sendCode(running, cookie, address, code).expect(401);
      expect(replay.text).toContain('El código no es válido o ya se usó.');
      await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(401);
      // An older code too; the next step's works.
      await sendCode(running, cookie, address, codeAt(secret, T0 + 2 * STEP)).expect(401);
      setClock(running, T0 + 4 * STEP);
      await sendCode(running, cookie, address, codeAt(secret, T0 + 4 * STEP)).expect(303);
      expect(await actions(running)).toEqual(
        expect.arrayContaining(['second_factor_enabled', 'second_factor_failed', 'login']),
      );
    }));

  it('counts wrong codes toward the log-in limits (429 after them) and records each in the activity log', () =>
    withApp({ LOGIN_MAX_FAILURES: '3' }, async (running) => {
      const { secret } = await enrol(running);
      // The delays asked for from here on (the harness records them instead of waiting).
      const waits = loginWaits(running);
      const enrolled = waits.length;
      const address = freshAddress();
      setClock(running, T0 + 2 * STEP);
      const cookie = await passwordStep(running, address);
      for (const wrong of ['000000', '111111', '222222'])
        await sendCode(running, cookie, address, wrong).expect(401);
      const locked = await sendCode(running, cookie, address, codeAt(secret, T0 + 2 * STEP)).expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.text).toContain('Demasiados intentos fallidos');
      await request(http(running)).get('/api/auth/user').set('Cookie', cookie).expect(401);
      // The password's success did not restart the account's delay: each code waited longer.
      expect(waits.slice(enrolled)).toEqual([0, 1000, 2000, 4000]);
      const rows = (await running.app.get(AuditService).page(100, 0)).items;
      const failed = rows.filter((row) => row.action === 'second_factor_failed');
      expect(failed).toHaveLength(3);
      expect(failed[0]).toMatchObject({ actor: 's***@example.com', target: `address ${address}` });
      expect(rows.map((row) => row.action)).toContain('login_locked');
    }));

  it('gives up a pending step after five wrong codes: back to the password', () =>
    withApp({}, async (running) => {
      await enrol(running);
      const address = freshAddress();
      const cookie = await passwordStep(running, address);
      for (let i = 0; i < 5; i += 1) await sendCode(running, cookie, address, `99999${i}`).expect(401);
      const after = await sendCode(running, cookie, address, '123456').expect(303);
      expect(after.headers.location).toBe('/api/login');
      // Five minutes after the password, the step is gone too.
      const again = await passwordStep(running, address);
      setClock(running, T0 + 5 * 60_000);
      await request(http(running)).get('/api/login/code').set('Cookie', again).expect(303);
    }));

  it('accepts each recovery code once, in any case and spacing', () =>
    withApp({}, async (running) => {
      const { codes, cookie: panel } = await enrol(running);
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      const address = freshAddress();
      let cookie = await passwordStep(running, address);
      await sendCode(running, cookie, address, ` ${codes[3].toUpperCase().replace(/-/g, ' ')} `).expect(303);
      cookie = await passwordStep(running, address);
      await sendCode(running, cookie, address, codes[3]).expect(401);
      const status = await request(http(running))
        .get('/api/auth/second-factor')
        .set('Cookie', panel)
        .expect(200);
      expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9 });
      expect(await actions(running)).toContain('recovery_code_used');
    }));

  it('renews recovery codes and disables the factor from the panel, each with a current code', () =>
    withApp({}, async (running) => {
      const { secret, codes, cookie } = await enrol(running);
      const api = (path: string, code: string) =>
        request(http(running)).post(`/api/auth/second-factor/${path}`).set('Cookie', cookie).send({ code });
      await api('recovery-codes', '123').expect(422);
      await api('recovery-codes', 'abc!').expect(400);
      setClock(running, T0 + STEP);
      const renewed = await api('recovery-codes', codeAt(secret, T0 + STEP)).expect(200);
      const fresh = (renewed.body as { codes: string[] }).codes;
      expect(fresh).toHaveLength(10);
      // The old codes stopped working.
      await api('disable', codes[0]).expect(422);
      // Enrolling again while enabled is refused.
      await request(http(running))
        .post('/api/auth/second-factor/enrolment')
        .set('Cookie', cookie)
        .expect(409);
      await api('disable', fresh[0]).expect(204);
      const status = await request(http(running))
        .get('/api/auth/second-factor')
        .set('Cookie', cookie)
        .expect(200);
      expect(status.body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
      const signedIn = await password(running, freshAddress()).expect(303);
      expect(signedIn.headers.location).toBe('/admin');
      expect(await actions(running)).toEqual(
        expect.arrayContaining(['recovery_codes_renewed', 'second_factor_disabled']),
      );
    }));

  it('drops the session a browser held when the right password starts a second step', () =>
    withApp({}, async (running) => {
      const { cookie: old } = await enrol(running);
      setClock(running, T0 + STEP);
      const response = await password(running, freshAddress()).set('Cookie', old).expect(303);
      expect(response.headers.location).toBe('/api/login/code');
      await request(http(running)).get('/api/auth/user').set('Cookie', cookieOf(response)!).expect(401);
    }));

  it('with STAFF_REQUIRE_2FA, a staff member without a factor must enrol before any session', () =>
    withApp({ STAFF_REQUIRE_2FA: 'true' }, async (running) => {
      await addStaff(running);
      setClock(running, T0);
      const address = freshAddress();
      const cookie = await passwordStep(running, address, 'enrol');
      await request(http(running)).get('/api/auth/second-factor').set('Cookie', cookie).expect(401);
      const page = await request(http(running)).get('/api/login/enrol').set('Cookie', cookie).expect(200);
      expect(page.text).toContain('<svg');
      const secret = /<code id="totp-secret">([A-Z2-7]+)<\/code>/.exec(page.text)![1];
      // A mistyped code shows the same secret again.
      const wrong = await sendCode(running, cookie, address, '000000', 'enrol').expect(401);
      expect(wrong.text).toContain(secret);
      const done = await sendCode(running, cookie, address, codeAt(secret, T0), 'enrol').expect(200);
      expect(done.text.match(/<li><code>[0-9a-f-]{23}<\/code><\/li>/g)).toHaveLength(10);
      const session = cookieOf(done)!;
      const status = await request(http(running))
        .get('/api/auth/second-factor')
        .set('Cookie', session)
        .expect(200);
      expect(status.body).toMatchObject({ enabled: true, required: true });
      // From now on the password leads to the code.
      setClock(running, T0 + STEP);
      const next = await passwordStep(running, address, 'code');
      await sendCode(running, next, address, codeAt(secret, T0 + STEP)).expect(303);
    }));

  it('answers the second step without one waiting by sending the browser to the password', () =>
    withApp({}, async (running) => {
      const page = await request(http(running)).get('/api/login/code').expect(303);
      expect(page.headers.location).toBe('/api/login');
      await request(http(running)).post('/api/login/code').type('form').send({ code: '123456' }).expect(303);
      await request(http(running)).get('/api/login/enrol').expect(303);
    }));
});
