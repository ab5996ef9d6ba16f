import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { type App } from 'supertest/types';
import { bootstrap, type RunningApp } from '../src/app';
import { StaffUsersService } from '../src/auth/staff-users.service';
import { type AppConfig, loadConfig } from '../src/config/app-config';
import { STAFF } from './factories';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** A temp folder holding a real SQLite file and a small built-site fixture, removed by cleanup(). */
export class TestWorkspace {
  readonly dir = mkdtempSync(join(tmpdir(), 'abogados-e2e-'));
  readonly publicDir = join(this.dir, 'public');

  constructor() {
    mkdirSync(join(this.publicDir, 'assets'), { recursive: true });
    writeFileSync(
      join(this.publicDir, 'index.html'),
      '<!doctype html><html lang="es"><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(this.publicDir, 'routes.json'), JSON.stringify(['/', '/en', '/servicios', '/admin']));
    writeFileSync(join(this.publicDir, 'assets', 'app-abc123.js'), 'console.log(1);');
  }

  config(env: Record<string, string> = {}): AppConfig {
    return loadConfig(
      {
        NODE_ENV: 'test',
        DATABASE_URL: `sqlite:${join(this.dir, 'app.sqlite')}`,
        SESSION_SECRET: TEST_SECRET,
        ...env,
      },
      { publicDir: this.publicDir },
    );
  }

  start(env: Record<string, string> = {}): Promise<RunningApp> {
    return bootstrap({ config: this.config(env), logger: process.env.TEST_LOGS ? ['error', 'warn'] : false });
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export function http(running: RunningApp): App {
  return running.app.getHttpServer() as App;
}

export async function addStaff(running: RunningApp, user = STAFF): Promise<void> {
  await running.app.get(StaffUsersService).add(user.email, user.password);
}

/** Logs in through the real form post and returns the session cookie ("name=value"). */
export async function login(running: RunningApp, user = STAFF): Promise<string> {
  const response = await request(http(running)).post('/api/login').type('form').send(user).expect(303);
  const cookie = response.headers['set-cookie']?.[0];
  if (!cookie) throw new Error('login set no cookie');
  return cookie.split(';')[0];
}
