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
  ])('stops with a message naming %s for %j', (name, env) => {
    expect(() => loadConfig({ ...sqlite(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...sqlite(), ...env })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...sqlite(), PORT: '' }).port).toBe(3000);
  });
});
