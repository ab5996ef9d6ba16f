import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';
import { ConfigError } from './environment';

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
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://abogados.example.co/',
      ADMIN_EMAIL: 'Boss@Example.co',
      ADMIN_PASSWORD: 'a-long-password',
    });
    expect(config).toMatchObject({
      env: 'production',
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      sessionSecret: 's'.repeat(40),
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
    ['LOGIN_MAX_FAILURES', { LOGIN_MAX_FAILURES: '0' }],
    ['SESSION_IDLE_MINUTES', { SESSION_IDLE_MINUTES: '0' }],
    ['SESSION_MAX_HOURS', { SESSION_MAX_HOURS: '1.5' }],
  ])('stops with a message naming %s for %j', (name, env) => {
    expect(() => loadConfig({ ...sqlite(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...sqlite(), ...env })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('reads the security settings, with defaults that fit staff who work a day', () => {
    expect(loadConfig(sqlite())).toMatchObject({
      trustProxy: false,
      session: { idleMs: 2 * 60 * 60_000, maxAgeMs: 12 * 60 * 60_000 },
      limits: { contactPerMinute: 5, contactPerDay: 30, loginMaxFailures: 10, loginWindowMs: 15 * 60_000 },
    });
    const config = loadConfig({
      ...sqlite(),
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      CONTACT_RATE_LIMIT_PER_MINUTE: '0',
      CONTACT_RATE_LIMIT_PER_DAY: '100',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_WINDOW_MINUTES: '30',
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
    });
    expect(config).toMatchObject({
      trustProxy: ['loopback', '10.0.0.0/8'],
      session: { idleMs: 15 * 60_000, maxAgeMs: 8 * 60 * 60_000 },
      limits: { contactPerMinute: 0, contactPerDay: 100, loginMaxFailures: 5, loginWindowMs: 30 * 60_000 },
    });
    expect(loadConfig({ ...sqlite(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...sqlite(), PORT: '' }).port).toBe(3000);
  });
});
