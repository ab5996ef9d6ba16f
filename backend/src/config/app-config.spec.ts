import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';
import { ConfigError } from '../common/config-error';
import { weakSecretProblem } from '../common/session-secret';

/** What the error message tells people to run, and values made that way. */
const HINT = "randomBytes(32).toString('base64url')";
const STRONG = randomBytes(32).toString('base64url');

/** The message of what `start` throws ('' when it does not). */
function errorOf(start: () => unknown): string {
  try {
    start();
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const sqlite = () => ({ DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}` });

  it('uses the documented defaults', () => {
    const config = loadConfig(sqlite());
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      database: { type: 'sqlite', path: join(dir, 'app.sqlite') },
      synchronize: false,
    });
    expect(config.admin).toBeUndefined();
    expect(loadConfig({}).database).toEqual({
      type: 'sqlite',
      path: join(process.cwd(), 'data', 'app.sqlite'),
    });
  });

  it('generates a development session secret once and keeps it under the data folder', () => {
    const first = loadConfig(sqlite()).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig(sqlite()).sessionSecret).toBe(first);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ...sqlite(),
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      SESSION_SECRET: STRONG,
      PUBLIC_URL: 'https://abogados.example.co/',
      ADMIN_EMAIL: 'Boss@Example.co',
      ADMIN_PASSWORD: 'a-long-password',
    });
    expect(config).toMatchObject({
      env: 'production',
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      sessionSecret: STRONG,
      publicUrl: 'https://abogados.example.co',
      admin: { email: 'boss@example.co', password: 'a-long-password' },
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/app', SESSION_SECRET: 's'.repeat(32) })
        .database,
    ).toEqual({
      type: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/app',
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/app' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['SESSION_SECRET', { NODE_ENV: 'production' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'a-long-password' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'a@b.co' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '1; rm -rf' }],
    ['CONTACT_RATE_LIMIT_PER_MINUTE', { CONTACT_RATE_LIMIT_PER_MINUTE: '-1' }],
    ['CONTACT_RATE_LIMIT_PER_DAY', { CONTACT_RATE_LIMIT_PER_DAY: 'many' }],
    ['CONTACT_INVALID_RATE_LIMIT_PER_MINUTE', { CONTACT_INVALID_RATE_LIMIT_PER_MINUTE: '-1' }],
    ['CONTACT_INVALID_RATE_LIMIT_PER_DAY', { CONTACT_INVALID_RATE_LIMIT_PER_DAY: '2.5' }],
    ['NEWSLETTER_RATE_LIMIT_PER_MINUTE', { NEWSLETTER_RATE_LIMIT_PER_MINUTE: '-1' }],
    ['NEWSLETTER_RATE_LIMIT_PER_DAY', { NEWSLETTER_RATE_LIMIT_PER_DAY: '1.5' }],
    ['VISITOR_EMAILS_PER_HOUR', { VISITOR_EMAILS_PER_HOUR: '-1' }],
    ['VISITOR_EMAILS_PER_DAY', { VISITOR_EMAILS_PER_DAY: 'lots' }],
    ['NEWSLETTER_PENDING_DAYS', { NEWSLETTER_PENDING_DAYS: '0' }],
    ['NEWSLETTER_PENDING_DAYS', { NEWSLETTER_PENDING_DAYS: '91' }],
    ['LOGIN_MAX_FAILURES', { LOGIN_MAX_FAILURES: '0' }],
    ['LOGIN_CONCURRENT_CHECKS', { LOGIN_CONCURRENT_CHECKS: '0' }],
    ['LOGIN_DELAY_MAX_SECONDS', { LOGIN_DELAY_MAX_SECONDS: '-1' }],
    ['SESSION_IDLE_MINUTES', { SESSION_IDLE_MINUTES: '0' }],
    ['SESSION_MAX_HOURS', { SESSION_MAX_HOURS: '1.5' }],
    ['STAFF_REQUIRE_2FA', { STAFF_REQUIRE_2FA: 'yes' }],
    ['PASSWORD_HASH_COST', { PASSWORD_HASH_COST: '9' }],
    ['PASSWORD_HASH_COST', { PASSWORD_HASH_COST: '21' }],
    ['PASSWORD_HASH_COST', { NODE_ENV: 'production', SESSION_SECRET: STRONG, PASSWORD_HASH_COST: '16' }],
  ])('stops with a message naming %s for %j', (name, env) => {
    expect(() => loadConfig({ ...sqlite(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...sqlite(), ...env })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("hashes passwords at OWASP's scrypt cost unless told otherwise, and lower only outside production", () => {
    expect(loadConfig(sqlite()).passwordHashCost).toBe(17);
    expect(loadConfig({ ...sqlite(), PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    const production = { ...sqlite(), NODE_ENV: 'production', SESSION_SECRET: STRONG };
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '16' })).toThrow(
      /at least 17 in production/,
    );
  });

  it('reads the security settings, with defaults that fit staff who work a day', () => {
    expect(loadConfig(sqlite())).toMatchObject({
      trustProxy: false,
      session: { idleMs: 2 * 60 * 60_000, maxAgeMs: 12 * 60 * 60_000 },
      requireSecondFactor: false,
      limits: {
        contactPerMinute: 5,
        contactPerDay: 30,
        contactInvalidPerMinute: 20,
        contactInvalidPerDay: 200,
        newsletterPerMinute: 5,
        newsletterPerDay: 20,
        visitorEmailsPerHour: 5,
        visitorEmailsPerDay: 20,
        loginMaxFailures: 10,
        loginWindowMs: 15 * 60_000,
        loginDelayMaxMs: 30_000,
        loginConcurrentChecks: 2,
      },
    });
    const config = loadConfig({
      ...sqlite(),
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      CONTACT_RATE_LIMIT_PER_MINUTE: '0',
      CONTACT_RATE_LIMIT_PER_DAY: '100',
      CONTACT_INVALID_RATE_LIMIT_PER_MINUTE: '0',
      CONTACT_INVALID_RATE_LIMIT_PER_DAY: '50',
      NEWSLETTER_RATE_LIMIT_PER_MINUTE: '2',
      NEWSLETTER_RATE_LIMIT_PER_DAY: '0',
      VISITOR_EMAILS_PER_HOUR: '0',
      VISITOR_EMAILS_PER_DAY: '50',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_WINDOW_MINUTES: '30',
      LOGIN_DELAY_MAX_SECONDS: '10',
      LOGIN_CONCURRENT_CHECKS: '4',
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
      STAFF_REQUIRE_2FA: 'true',
    });
    expect(config).toMatchObject({
      trustProxy: ['loopback', '10.0.0.0/8'],
      session: { idleMs: 15 * 60_000, maxAgeMs: 8 * 60 * 60_000 },
      requireSecondFactor: true,
      limits: {
        contactPerMinute: 0,
        contactPerDay: 100,
        contactInvalidPerMinute: 0,
        contactInvalidPerDay: 50,
        newsletterPerMinute: 2,
        newsletterPerDay: 0,
        visitorEmailsPerHour: 0,
        visitorEmailsPerDay: 50,
        loginMaxFailures: 5,
        loginWindowMs: 30 * 60_000,
        loginDelayMaxMs: 10_000,
        loginConcurrentChecks: 4,
      },
    });
    expect(loadConfig({ ...sqlite(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  describe('a weak SESSION_SECRET', () => {
    // Each at least 32 characters, so only the weak-secret rules can refuse them.
    const weak: Array<[string, string]> = [
      ['one character repeated', 'x'.repeat(32)],
      ['few characters', 'abcabcabcabcabcabcabcabcabcabcabc'.replace(/c/g, 'd') + 'xyz'],
      ['a short pattern repeated', '0123456789'.repeat(4)],
      ['a repeated pattern cut short', 'Ab1-Cd2_Ef3.Gh4'.repeat(3).slice(0, 40)],
      ['a placeholder', 'changeme-now-7Kp2Qx9Lm4Rt8Vz3Bn6Hd'],
      ['a placeholder with dashes', 'CHANGE-ME-before-going-live-4f8a2b9c'],
      ['"your secret"', 'your-secret-here-0123456789abcdefghij'],
      ['a phrase', 'my-session-secret-for-the-law-firm-2025'],
      ['the old test secret', 'test-secret-that-is-long-enough-0123456789'],
      ["express-session's example", 'keyboard cat keyboard cat keyboard cat!'],
      ['an example value', 'example-value-4bXk9Qm2Lp7Rt5Vw8Yz3Nc6Hd'],
    ];

    it.each(weak)('%s stops production with a message saying how to make one', (_kind, secret) => {
      const start = () => loadConfig({ ...sqlite(), NODE_ENV: 'production', SESSION_SECRET: secret });
      expect(weakSecretProblem(secret)).toBeDefined();
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/SESSION_SECRET: too weak for production/);
      expect(start).toThrow(HINT);
      // The message never repeats the secret itself.
      expect(errorOf(start)).not.toContain(secret);
    });

    it.each(weak)('%s is accepted outside production (start-up warns instead)', (_kind, secret) => {
      expect(loadConfig({ ...sqlite(), SESSION_SECRET: secret }).sessionSecret).toBe(secret);
      expect(loadConfig({ ...sqlite(), NODE_ENV: 'test', SESSION_SECRET: secret }).sessionSecret).toBe(
        secret,
      );
    });

    it('accepts random secrets as the usual tools make them', () => {
      const secrets = [
        STRONG,
        randomBytes(32).toString('hex'),
        randomBytes(32).toString('base64'),
        // `openssl rand -hex 16` made these, with only 8 and 9 different digits (one time in 10,000).
        '40f22f1d42db01aa14ff01d0b14dbbad',
        'bb5565c388abc84a5c568a4c22c86682',
      ];
      for (const secret of secrets) {
        expect(weakSecretProblem(secret)).toBeUndefined();
        expect(
          loadConfig({ ...sqlite(), NODE_ENV: 'production', SESSION_SECRET: secret }).sessionSecret,
        ).toBe(secret);
      }
    });

    it('says how to make one when it is missing or short', () => {
      expect(() => loadConfig({ ...sqlite(), NODE_ENV: 'production' })).toThrow(HINT);
      expect(() => loadConfig({ ...sqlite(), SESSION_SECRET: 'short' })).toThrow(HINT);
    });

    it('the command the message gives makes a secret that passes', () => {
      const message = errorOf(() => loadConfig({ ...sqlite(), NODE_ENV: 'production' }));
      const code = /node -e "(.+)"/.exec(message)?.[1] ?? '';
      const secret = execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' }).trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(weakSecretProblem(secret)).toBeUndefined();
    });
  });

  it('stops with a message naming DATABASE_URL when its folder cannot be made, instead of hanging', () => {
    // Node 20's recursive mkdir never returns for a path under /proc.
    expect(() => loadConfig({ DATABASE_URL: 'sqlite:/proc/forbidden/app.sqlite' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'sqlite:/proc/forbidden/app.sqlite' })).toThrow(
      /DATABASE_URL.*ENOENT.*\/proc\/forbidden/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...sqlite(), PORT: '' }).port).toBe(3000);
  });

  describe('staff notification and retention settings', () => {
    const SMTP = {
      SMTP_URL: 'smtps://web%40firma.co:clave@mail.firma.co:465',
      NOTIFY_TO: ' abogada@firma.co,socio@firma.co , ',
      NOTIFY_FROM: ' Sitio web <web@firma.co> ',
    };
    const WEBHOOK = {
      NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/abogados',
      NOTIFY_WEBHOOK_SECRET: STRONG,
    };

    it('leaves both channels off and keeps requests 24 months by default', () => {
      const config = loadConfig(sqlite());
      expect(config.notify).toEqual({ prospect: true, smtp: undefined, webhook: undefined });
      expect(config.retentionMonths).toBe(24);
      expect(config.newsletterPendingDays).toBe(7);
    });

    it('sends the prospect an acknowledgment unless NOTIFY_PROSPECT=false', () => {
      expect(loadConfig({ ...sqlite(), ...SMTP, NOTIFY_PROSPECT: 'false' }).notify.prospect).toBe(false);
      expect(loadConfig({ ...sqlite(), ...SMTP, NOTIFY_PROSPECT: 'true' }).notify.prospect).toBe(true);
      expect(() => loadConfig({ ...sqlite(), NOTIFY_PROSPECT: 'no' })).toThrow(
        'NOTIFY_PROSPECT must be true or false',
      );
    });

    it('counts the answer promise in BUSINESS_HOURS, the contact page hours by default', () => {
      const { answerPromise } = loadConfig(sqlite());
      expect(answerPromise.minutes).toBe(60);
      expect(answerPromise.calendar.week[1]).toEqual([{ start: 8 * 60, end: 18 * 60 }]);
      expect(answerPromise.calendar.week[6]).toEqual([{ start: 9 * 60, end: 13 * 60 }]);
      expect(answerPromise.calendar.week[0]).toEqual([]);
      const custom = loadConfig({
        ...sqlite(),
        BUSINESS_HOURS: 'mon-fri 09:00-12:00 14:00-17:00',
        BUSINESS_CLOSED_DAYS: '2026-12-24, 2026-12-31',
      }).answerPromise.calendar;
      expect(custom.week[3]).toEqual([
        { start: 9 * 60, end: 12 * 60 },
        { start: 14 * 60, end: 17 * 60 },
      ]);
      expect(custom.week[6]).toEqual([]);
      expect(custom.closedDays).toEqual(['2026-12-24', '2026-12-31']);
    });

    it.each([
      [
        'an unknown day',
        { BUSINESS_HOURS: 'lun-vie 08:00-18:00' },
        'BUSINESS_HOURS: "lun-vie 08:00-18:00" does not start',
      ],
      [
        'hours that end before they start',
        { BUSINESS_HOURS: 'mon 18:00-08:00' },
        'BUSINESS_HOURS: "18:00-08:00"',
      ],
      [
        'four spans on a day, more than staff can edit',
        { BUSINESS_HOURS: 'mon 08:00-09:00 10:00-11:00 12:00-13:00 14:00-15:00' },
        'BUSINESS_HOURS: mon has more than 3 spans',
      ],
      [
        'a closed day that is no date',
        { BUSINESS_CLOSED_DAYS: '2026-02-30' },
        'BUSINESS_CLOSED_DAYS: 2026-02-30',
      ],
      [
        'closed days in another format',
        { BUSINESS_CLOSED_DAYS: '24/12/2026' },
        'BUSINESS_CLOSED_DAYS must be',
      ],
    ])('refuses %s, naming the variable', (_case, vars, message) => {
      expect(() => loadConfig({ ...sqlite(), ...vars })).toThrow(message);
    });

    it('reads the email and webhook channels', () => {
      const config = loadConfig({ ...sqlite(), ...SMTP, ...WEBHOOK, RETENTION_MONTHS: '6' });
      expect(config.notify).toEqual({
        prospect: true,
        smtp: {
          url: SMTP.SMTP_URL,
          to: ['abogada@firma.co', 'socio@firma.co'],
          from: 'Sitio web <web@firma.co>',
        },
        webhook: { url: WEBHOOK.NOTIFY_WEBHOOK_URL, secret: STRONG },
      });
      expect(config.retentionMonths).toBe(6);
      expect(loadConfig({ ...sqlite(), ...SMTP, NOTIFY_FROM: 'web@firma.co' }).notify.smtp?.from).toBe(
        'web@firma.co',
      );
    });

    it.each([
      ['SMTP_URL without NOTIFY_TO', { ...SMTP, NOTIFY_TO: '' }, 'NOTIFY_TO: required with SMTP_URL'],
      ['SMTP_URL without NOTIFY_FROM', { ...SMTP, NOTIFY_FROM: '' }, 'NOTIFY_FROM: required with SMTP_URL'],
      ['a NOTIFY_TO that is not an address', { ...SMTP, NOTIFY_TO: 'abogada@firma.co, socio' }, 'NOTIFY_TO'],
      ['a NOTIFY_FROM that is not a mailbox', { ...SMTP, NOTIFY_FROM: 'Sitio web <web>' }, 'NOTIFY_FROM'],
      ['NOTIFY_TO without SMTP_URL', { NOTIFY_TO: 'abogada@firma.co' }, 'SMTP_URL: required when NOTIFY_TO'],
      [
        'an SMTP_URL of another scheme',
        { ...SMTP, SMTP_URL: 'http://mail.firma.co' },
        'SMTP_URL must look like',
      ],
      [
        'a webhook URL without its secret',
        { NOTIFY_WEBHOOK_URL: WEBHOOK.NOTIFY_WEBHOOK_URL },
        'NOTIFY_WEBHOOK_URL and NOTIFY_WEBHOOK_SECRET must be set together',
      ],
      [
        'a webhook secret without its URL',
        { NOTIFY_WEBHOOK_SECRET: STRONG },
        'NOTIFY_WEBHOOK_URL and NOTIFY_WEBHOOK_SECRET must be set together',
      ],
      [
        'a short webhook secret',
        { ...WEBHOOK, NOTIFY_WEBHOOK_SECRET: 'short-secret' },
        'NOTIFY_WEBHOOK_SECRET must be at least 32 characters',
      ],
      [
        'a webhook URL that is not http(s)',
        { ...WEBHOOK, NOTIFY_WEBHOOK_URL: 'ftp://x.co' },
        'NOTIFY_WEBHOOK_URL',
      ],
      ['RETENTION_MONTHS of 0', { RETENTION_MONTHS: '0' }, 'RETENTION_MONTHS must be at least 1'],
      [
        'RETENTION_MONTHS over ten years',
        { RETENTION_MONTHS: '121' },
        'RETENTION_MONTHS must be at most 120',
      ],
      ['RETENTION_MONTHS not whole', { RETENTION_MONTHS: '1.5' }, 'RETENTION_MONTHS must be a whole number'],
      ['API_DOCS of another value', { API_DOCS: 'private' }, 'API_DOCS must be public, staff or off'],
    ])('refuses %s with a clear message', (_case, env, message) => {
      const start = () => loadConfig({ ...sqlite(), ...(env as Record<string, string>) });
      expect(start).toThrow(ConfigError);
      expect(errorOf(start)).toContain(message);
    });

    it('never repeats the SMTP password or the webhook secret in its messages', () => {
      const message = errorOf(() =>
        loadConfig({ ...sqlite(), ...SMTP, NOTIFY_TO: '', ...WEBHOOK, NOTIFY_WEBHOOK_URL: '' }),
      );
      expect(message).toContain('NOTIFY_TO');
      expect(message).not.toContain('clave');
      expect(message).not.toContain(STRONG);
    });

    it('reads API_DOCS: public by default, staff or off when set', () => {
      expect(loadConfig(sqlite()).apiDocs).toBe('public');
      expect(loadConfig({ ...sqlite(), API_DOCS: 'staff' }).apiDocs).toBe('staff');
      expect(loadConfig({ ...sqlite(), API_DOCS: 'off' }).apiDocs).toBe('off');
    });

    it('accepts the bounds of RETENTION_MONTHS', () => {
      expect(loadConfig({ ...sqlite(), RETENTION_MONTHS: '1' }).retentionMonths).toBe(1);
      expect(loadConfig({ ...sqlite(), RETENTION_MONTHS: '120' }).retentionMonths).toBe(120);
      expect(loadConfig({ ...sqlite(), NEWSLETTER_PENDING_DAYS: '3' }).newsletterPendingDays).toBe(3);
    });
  });
});
