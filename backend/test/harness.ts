import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  request as httpRequest,
  type RequestListener,
} from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { type DataSource } from 'typeorm';
import { type App } from 'supertest/types';
import { bootstrap, type RunningApp } from '../src/app';
import { LoginLimits } from '../src/auth/login-limits';
import { hashToken } from '../src/common/secret-token';
import { StaffUsersService } from '../src/auth/staff-users.service';
import { type AppConfig, loadConfig } from '../src/config/app-config';
import { type SiteManifest } from '../src/site/site-manifest';
import { STAFF, TEST_HASH_COST } from './factories';
import { psql } from './postgres/cluster';
import { TEMPLATE_ENV } from './database-template';

/** Random-looking: production-mode tests start with it, and production refuses phrases like 'test-secret-…'. */
export const TEST_SECRET = 'jAqYQdmiyFbDS8ywdIXVQfP-4_2RFLm4LZM5Z1B2';

/** What the fake build writes: each page's file, language and a heading only that page has. */
export const SITE = {
  token: '%PUBLIC_URL%',
  pages: {
    '/': { file: 'index.html', lang: 'es', heading: 'Abogados en Medellín' },
    '/en': { file: 'en/index.html', lang: 'en', heading: 'Lawyers in Medellín' },
    '/servicios': { file: 'servicios/index.html', lang: 'es', heading: 'Nuestros servicios' },
    '/blog/divorcio-en-medellin-2025': {
      file: 'blog/divorcio-en-medellin-2025/index.html',
      lang: 'es',
      heading: 'Divorcio en Medellín 2025',
    },
    '/admin': { file: 'admin/index.html', lang: 'es', heading: 'Panel del personal' },
  },
  /** Most specific first, as the build orders them. */
  notFound: [
    { prefix: '/en/blog/', file: 'en/blog/404.html', lang: 'en', heading: 'Post not found' },
    { prefix: '/blog/', file: 'blog/404.html', lang: 'es', heading: 'Post no encontrado' },
    { prefix: '/en/', file: 'en/404.html', lang: 'en', heading: 'Page not found' },
    { prefix: '/', file: '404.html', lang: 'es', heading: 'Página no encontrada' },
  ],
  noindex: ['/admin'],
  documents: { '/robots.txt': 'robots.txt', '/sitemap.xml': 'sitemap.xml' },
  /** An asset with both build-time variants, one with only .gz, and files without any. */
  assets: {
    both: 'assets/app-abc123.js',
    gzipOnly: 'assets/vendor-def456.js',
    image: 'images/logo.svg',
    favicon: 'favicon.svg',
  },
  /** HTML that site.json does not list, as an earlier build might leave behind: never to be served. */
  unlistedHtml: 'antiguo/index.html',
} as const;

export type SitePath = keyof typeof SITE.pages;

/** site.json as the frontend build writes it for SITE. */
export function siteManifest(): SiteManifest {
  return {
    token: SITE.token,
    pages: Object.fromEntries(Object.entries(SITE.pages).map(([path, { file }]) => [path, file])),
    notFound: SITE.notFound.map(({ prefix, file }) => ({ prefix, file })),
    noindex: [...SITE.noindex],
    documents: { ...SITE.documents },
  };
}

/** A prerendered page: absolute links carry the token, and enough text that compressing it pays. */
function pageHtml(path: string, lang: string, heading: string): string {
  const url = `${SITE.token}${path === '/' ? '' : path}`;
  const text = `<p>${heading}: asesoría legal en familia, penal y derecho administrativo.</p>\n`.repeat(30);
  return (
    `<!doctype html><html lang="${lang}"><head><title>${heading}</title>` +
    `<link rel="canonical" href="${url}"><link rel="alternate" hreflang="${lang}" href="${url}">` +
    `</head><body><div id="root"><h1>${heading}</h1>\n${text}</div></body></html>\n`
  );
}

function writePublicFile(publicDir: string, file: string, content: string | Buffer): void {
  mkdirSync(dirname(join(publicDir, file)), { recursive: true });
  writeFileSync(join(publicDir, file), content);
}

/** Writes the built-site fixture: pages, not-found pages, crawl files, site.json and assets. */
export function writeSite(publicDir: string): void {
  for (const [path, { file, lang, heading }] of Object.entries(SITE.pages)) {
    writePublicFile(publicDir, file, pageHtml(path, lang, heading));
  }
  for (const { prefix, file, lang, heading } of SITE.notFound) {
    writePublicFile(publicDir, file, pageHtml(prefix, lang, heading));
  }
  const indexable = Object.keys(SITE.pages).filter(
    (path) => !(SITE.noindex as readonly string[]).includes(path),
  );
  writePublicFile(
    publicDir,
    SITE.documents['/robots.txt'],
    `User-agent: *\nDisallow: /admin\nSitemap: ${SITE.token}/sitemap.xml\n`,
  );
  writePublicFile(
    publicDir,
    SITE.documents['/sitemap.xml'],
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      indexable.map((path) => `<url><loc>${SITE.token}${path === '/' ? '' : path}</loc></url>\n`).join('') +
      `</urlset>\n`,
  );
  writePublicFile(publicDir, 'site.json', JSON.stringify(siteManifest(), null, 2));
  writePublicFile(
    publicDir,
    SITE.unlistedHtml,
    pageHtml(`/${dirname(SITE.unlistedHtml)}`, 'es', 'Página antigua'),
  );

  const script = (name: string) =>
    Buffer.from(`export function ${name}(items) {\n  return items.map((item) => item * 2);\n}\n`.repeat(40));
  const both = script('double');
  writePublicFile(publicDir, SITE.assets.both, both);
  writePublicFile(publicDir, `${SITE.assets.both}.br`, brotliCompressSync(both));
  writePublicFile(publicDir, `${SITE.assets.both}.gz`, gzipSync(both));
  const gzipOnly = script('vendor');
  writePublicFile(publicDir, SITE.assets.gzipOnly, gzipOnly);
  writePublicFile(publicDir, `${SITE.assets.gzipOnly}.gz`, gzipSync(gzipOnly));
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n';
  writePublicFile(publicDir, SITE.assets.image, svg);
  writePublicFile(publicDir, SITE.assets.favicon, svg);
}

/**
 * The PostgreSQL jest project (jest.postgres.config.js) marks its test files with the global
 * `__TEST_ENGINE__`, and its global set-up (test/postgres/global-setup.ts) starts the private cluster and
 * puts its address in TEST_POSTGRES_URL. Every other project's workspaces are SQLite files: the variable
 * alone, which all workers inherit, decides nothing.
 */
const POSTGRES_URL =
  (globalThis as { __TEST_ENGINE__?: string }).__TEST_ENGINE__ === 'postgres'
    ? (process.env.TEST_POSTGRES_URL ?? missingCluster())
    : undefined;

function missingCluster(): never {
  throw new Error('TEST_POSTGRES_URL is not set: run the PostgreSQL project with its global set-up');
}
export const ENGINE: 'sqlite' | 'postgres' = POSTGRES_URL ? 'postgres' : 'sqlite';

/**
 * A temp folder with a small built-site fixture and a real database of its own, removed by cleanup():
 * a SQLite file in the folder, or a fresh database on the test cluster when the suite runs on PostgreSQL.
 * The database is a copy of the run's migrated template (test/database-template.ts), or empty when asked.
 */
export class TestWorkspace {
  readonly dir = mkdtempSync(join(tmpdir(), 'abogados-e2e-'));
  readonly publicDir = join(this.dir, 'public');
  /** What DATABASE_URL this workspace's servers (and any command a test runs) use. */
  readonly databaseUrl: string;
  private readonly postgresDatabase?: string;

  constructor({ empty = false }: { empty?: boolean } = {}) {
    writeSite(this.publicDir);
    const template = empty ? undefined : process.env[TEMPLATE_ENV[ENGINE]];
    if (POSTGRES_URL) {
      this.postgresDatabase = `ws_${randomBytes(6).toString('hex')}`;
      psql(
        { url: POSTGRES_URL },
        `CREATE DATABASE ${this.postgresDatabase}${template ? ` TEMPLATE ${template}` : ''}`,
      );
      this.databaseUrl = `${POSTGRES_URL}/${this.postgresDatabase}`;
    } else {
      const file = join(this.dir, 'app.sqlite');
      if (template) copyFileSync(template, file);
      this.databaseUrl = `sqlite:${file}`;
    }
  }

  config(env: Record<string, string> = {}): AppConfig {
    return loadConfig(
      {
        NODE_ENV: 'test',
        DATABASE_URL: this.databaseUrl,
        SESSION_SECRET: TEST_SECRET,
        // Suites send many requests from one address; the limit tests switch the limits back on.
        CONTACT_RATE_LIMIT_PER_MINUTE: '0',
        CONTACT_RATE_LIMIT_PER_DAY: '0',
        NEWSLETTER_RATE_LIMIT_PER_MINUTE: '0',
        NEWSLETTER_RATE_LIMIT_PER_DAY: '0',
        VISITOR_EMAILS_PER_HOUR: '0',
        VISITOR_EMAILS_PER_DAY: '0',
        // Suites sign in thousands of times: scrypt at N=2^10, not 2^17 (password.spec.ts, the tests of
        // concurrent checks and servers started in production mode, which refuses less, keep 2^17).
        ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: TEST_HASH_COST }),
        ...env,
      },
      { publicDir: this.publicDir },
    );
  }

  /** An app on this workspace whose log-in back-off is recorded, not waited (see loginWaits). */
  async start(env: Record<string, string> = {}): Promise<RunningApp> {
    const running = await bootstrap({
      config: this.config(env),
      logger: process.env.TEST_LOGS ? ['error', 'warn'] : false,
    });
    loginWaits(running);
    return running;
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
    if (POSTGRES_URL && this.postgresDatabase) {
      psql({ url: POSTGRES_URL }, `DROP DATABASE IF EXISTS ${this.postgresDatabase} WITH (FORCE)`);
    }
  }
}

/** Runs `body` against an app on a workspace of its own, then closes and removes both. */
export async function withApp(env: Record<string, string>, body: (running: RunningApp) => Promise<void>) {
  const workspace = new TestWorkspace();
  const running = await workspace.start(env);
  try {
    await body(running);
  } finally {
    await running.close();
    workspace.cleanup();
  }
}

const recordedWaits = new WeakMap<LoginLimits, number[]>();

/**
 * The delays the app's log-in back-off asked for (LoginLimits.wait: 0, then 1 s, 2 s, 4 s… per account),
 * in order, recorded instead of waited: a test of the back-off asserts on them; no test sleeps through it.
 * The first call replaces the wait on the running app's instance (TestWorkspace.start does it for every app
 * it starts; an app bootstrapped otherwise calls it once); later calls return the same list.
 */
export function loginWaits(running: RunningApp): number[] {
  const limits = running.app.get(LoginLimits);
  let waits = recordedWaits.get(limits);
  if (!waits) {
    const recorded: number[] = [];
    limits.wait = (ms) => {
      recorded.push(ms);
      return Promise.resolve();
    };
    recordedWaits.set(limits, (waits = recorded));
  }
  return waits;
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

/** The session id inside a signed "sid=s%3A<id>.<signature>" cookie (the table keys it by its hash). */
export function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
}

/**
 * Undoes the migrations from the last one back to `name`, that one included (a test of what a migration does
 * to rows stored before it). On SQLite TypeORM undoes each inside a transaction, where foreign keys stay on:
 * undoing one that rebuilds staff_users ends every session (ON DELETE CASCADE), so sign in again afterwards.
 */
export async function undoMigrationsThrough(dataSource: DataSource, name: string): Promise<void> {
  for (let undone = ''; undone !== name;) {
    const [last] = (await dataSource.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1')) as Array<{
      name: string;
    }>;
    await dataSource.undoLastMigration();
    undone = last.name;
  }
}

/** The key of a session cookie's row in the sessions table: the hash of its id, never the id. */
export function sessionRowIdOf(cookie: string): string {
  return hashToken(sessionIdOf(cookie));
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Sends one request exactly as written and returns the bytes as they came. supertest would resolve
 * `..` and `%2e%2e`, send its own Accept-Encoding and decompress the body: the site tests need all three
 * under their control. It listens on a port of its own for the one request.
 */
export async function rawRequest(
  running: RunningApp,
  path: string,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const server = createServer(running.app.getHttpAdapter().getInstance() as RequestListener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    return await rawRequestTo((server.address() as AddressInfo).port, path, options);
  } finally {
    await new Promise((done) => server.close(done));
  }
}

/** rawRequest's request, to a server already listening on `port` of 127.0.0.1. */
export function rawRequestTo(
  port: number,
  path: string,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  return new Promise<RawResponse>((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

/** What the server writes to its log while the test body runs. */
export async function capturedLog(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
    return true;
  };
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await work();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines.join('');
}
