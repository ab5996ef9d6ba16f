import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { generateSync } from 'otplib';
import request from 'supertest';
import { AuditService } from '../src/audit/audit.service';
import { Clock } from '../src/common/clock';
import { TestWorkspace, TEST_SECRET } from './harness';
import { TEST_HASH_COST } from './factories';

const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

const DIST = resolve(__dirname, '..', 'dist');

/** These run the built commands (`npm run build`; `npm test` builds first), as staff and ops run them. */
describe('the staff command and the start-up hints', () => {
  const workspace = new TestWorkspace();
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATABASE_URL: workspace.databaseUrl,
    SESSION_SECRET: TEST_SECRET,
    PASSWORD_HASH_COST: TEST_HASH_COST,
  };
  afterAll(() => workspace.cleanup());

  function staff(args: string[], extra: Record<string, string> = {}) {
    const result = spawnSync(process.execPath, [join(DIST, 'bin', 'staff.js'), ...args], {
      env: { ...env, ...extra },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: result.status, out: result.stdout + result.stderr };
  }

  /** Starts `node dist/main.js` on a free port, returns what it printed once ready, and stops it. */
  async function startOutput(): Promise<string> {
    const child = spawn(process.execPath, [join(DIST, 'main.js')], {
      env: { ...env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(output)), 30000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        // server.ts prints its whole banner at once, ending with the log-in hint.
        if (/Staff log-in:[\s\S]*\/admin/.test(output)) {
          clearTimeout(timer);
          done();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
    });
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    return output;
  }

  it('npm start says how to create the first staff user', async () => {
    const output = await startOutput();
    expect(output).toMatch(/Site and API: http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toContain('no staff user yet');
    expect(output).toContain('npm run staff -- add');
  });

  it('adds a user with STAFF_PASSWORD when there is no terminal, lists it, and refuses a duplicate', () => {
    expect(staff(['add', 'Ana@Firm.co'], { STAFF_PASSWORD: 'first-password-123' })).toEqual({
      status: 0,
      out: 'Added staff user ana@firm.co\n',
    });
    const listed = staff(['list']);
    expect(listed.status).toBe(0);
    expect(listed.out).toMatch(/^ana@firm\.co\tcreated \d{4}-/);
    const again = staff(['add', 'ana@firm.co'], { STAFF_PASSWORD: 'first-password-123' });
    expect(again.status).toBe(1);
    expect(again.out).toContain('exists');
  });

  it('refuses to add without a password source or with a short password', () => {
    expect(staff(['add', 'leo@firm.co']).out).toContain('set STAFF_PASSWORD');
    const short = staff(['add', 'leo@firm.co'], { STAFF_PASSWORD: 'short' });
    expect(short.status).toBe(1);
    expect(short.out).toContain('at least 10 characters');
  });

  it('changes a password, ending every session of that user, so only the new one logs in; npm start then points to /admin', async () => {
    const running = await workspace.start();
    const server = running.app.getHttpServer();
    const signedIn = await request(server)
      .post('/api/login')
      .type('form')
      .send({ email: 'ana@firm.co', password: 'first-password-123' })
      .expect(303);
    const cookie = signedIn.headers['set-cookie']![0].split(';')[0];
    await request(server).get('/api/auth/user').set('Cookie', cookie).expect(200);

    expect(staff(['passwd', 'ana@firm.co'], { STAFF_PASSWORD: 'second-password-456' })).toEqual({
      status: 0,
      out: 'Password changed for ana@firm.co; 1 session ended\n',
    });
    await request(server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    await request(server)
      .post('/api/login')
      .type('form')
      .send({ email: 'ana@firm.co', password: 'first-password-123' })
      .expect(401);
    await request(server)
      .post('/api/login')
      .type('form')
      .send({ email: 'ana@firm.co', password: 'second-password-456' })
      .expect(303);
    await running.close();
    expect(await startOutput()).toMatch(/Staff log-in: http:\/\/127\.0\.0\.1:\d+\/admin \(1 staff user/);
  });

  // Six runs of the command, each starting the application context: minutes on a busy machine.
  it('enrols a second factor (confirmed by a first code), lists it, and resets it, ending the sessions', async () => {
    const printed = staff(['totp-enrol', 'ana@firm.co']);
    expect(printed.status).toBe(0);
    const secret = /Secret: ([A-Z2-7]+)/.exec(printed.out)![1];
    expect(printed.out).toContain('otpauth://totp/');
    expect(printed.out).toContain('STAFF_TOTP_CODE=');
    // Printed, not yet confirmed: nothing changes at log-in.
    expect(staff(['list']).out).toMatch(/ana@firm\.co\t.*\t2FA off/);
    const wrong = staff(['totp-enrol', 'ana@firm.co'], { STAFF_TOTP_CODE: '000000' });
    expect(wrong.status).toBe(1);
    const now = Date.now();
    const confirmed = staff(['totp-enrol', 'ana@firm.co'], { STAFF_TOTP_CODE: codeAt(secret, now) });
    expect(confirmed.status).toBe(0);
    expect(confirmed.out.match(/^ {2}[0-9a-f]{5}(-[0-9a-f]{5}){3}$/gm)).toHaveLength(10);
    expect(staff(['list']).out).toMatch(/ana@firm\.co\t.*\t2FA on/);
    expect(staff(['totp-enrol', 'ana@firm.co']).out).toContain('totp-reset it first');

    const running = await workspace.start();
    const server = running.app.getHttpServer();
    // A later step than the one the CLI used, on the server's clock.
    running.app.get(Clock).now = () => new Date(now + 60_000);
    const passwordOnly = await request(server)
      .post('/api/login')
      .type('form')
      .send({ email: 'ana@firm.co', password: 'second-password-456' })
      .expect(303);
    expect(passwordOnly.headers.location).toBe('/api/login/code');
    const pending = passwordOnly.headers['set-cookie']![0].split(';')[0];
    const signedIn = await request(server)
      .post('/api/login/code')
      .set('Cookie', pending)
      .type('form')
      .send({ code: codeAt(secret, now + 60_000) })
      .expect(303);
    const cookie = signedIn.headers['set-cookie']![0].split(';')[0];
    await request(server).get('/api/auth/user').set('Cookie', cookie).expect(200);

    expect(staff(['totp-reset', 'ana@firm.co'])).toEqual({
      status: 0,
      // This log-in's session and the one the password test above left.
      out: 'Second factor removed for ana@firm.co; 2 sessions ended\n',
    });
    await request(server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(staff(['list']).out).toMatch(/ana@firm\.co\t.*\t2FA off/);
    const again = await request(server)
      .post('/api/login')
      .type('form')
      .send({ email: 'ana@firm.co', password: 'second-password-456' })
      .expect(303);
    expect(again.headers.location).toBe('/admin');
    const reset = (await running.app.get(AuditService).page(10, 0)).items.find(
      (row) => row.action === 'second_factor_reset',
    );
    expect(reset).toMatchObject({ actor: 'system', target: 'ana@firm.co' });
    await running.close();
  }, 300_000);

  it('removes a user and reports unknown ones', () => {
    expect(staff(['remove', 'ana@firm.co']).status).toBe(0);
    expect(staff(['list']).out).toContain('No staff users');
    const missing = staff(['remove', 'ana@firm.co']);
    expect(missing.status).toBe(1);
    expect(missing.out).toContain('No staff user ana@firm.co');
  });

  it('prints its usage for an unknown command', () => {
    const result = staff(['promote', 'x@y.co']);
    expect(result.status).toBe(2);
    expect(result.out).toContain('npm run staff -- add <email>');
  });
});
