import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import sharp from 'sharp';
import { bootstrap, type RunningApp } from '../src/app';
import { BODY_LIMIT_BYTES, POST_BODY_LIMIT_BYTES, POST_PATHS } from '../src/common/body-parsers';
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES } from '../src/images/image-rules';
import { draft, POSTS } from './blog-fixtures';
import { contactRequest } from './factories';
import { addStaff, login, TestWorkspace } from './harness';
import { imagePart, sendBody } from './send-body';

/**
 * docker/nginx.conf, the proxy of the two-instance compose file, against the app's own body limits: read
 * from the file and the code, then run (Debian's nginx, which .ci/run installs) in front of the real server.
 */
const ROOT = resolve(__dirname, '..', '..');
const CONF = readFileSync(join(ROOT, 'docker', 'nginx.conf'), 'utf8');

/** An nginx size (bytes, k or m) in bytes. */
function size(value: string): number {
  const [, digits, unit] = /^(\d+)([km]?)$/i.exec(value) ?? [];
  if (digits === undefined) throw new Error(`not an nginx size: ${value}`);
  return Number(digits) * { '': 1, k: 1024, m: 1024 * 1024 }[unit.toLowerCase() as '' | 'k' | 'm'];
}

interface Location {
  modifier: string;
  pattern: string;
  maxBody?: number;
}

/** The server block's locations and body limits (the file's own layout: no braces inside a location). */
function readConf(conf: string): { locations: Location[]; serverMaxBody: number } {
  const text = conf.replace(/#.*$/gm, '');
  const server = text.slice(text.indexOf('server {'));
  const locations: Location[] = [];
  const outside = server.replace(/location\s+(?:(=|~\*?|\^~)\s+)?(\S+)\s*\{([^}]*)\}/g, (_, m, p, body) => {
    const limit = /client_max_body_size\s+(\S+);/.exec(body as string);
    locations.push({
      modifier: (m as string) ?? '',
      pattern: p as string,
      maxBody: limit ? size(limit[1]) : undefined,
    });
    return '';
  });
  const limits = [...outside.matchAll(/client_max_body_size\s+(\S+);/g)];
  expect(limits).toHaveLength(1);
  return { locations, serverMaxBody: size(limits[0][1]) };
}

/** The largest body nginx lets through to `path`, choosing its location as nginx does. */
function nginxLimit(conf: ReturnType<typeof readConf>, path: string): number {
  const regex = conf.locations.find(
    ({ modifier, pattern }) =>
      modifier.startsWith('~') && new RegExp(pattern, modifier === '~*' ? 'i' : '').test(path),
  );
  const prefix = conf.locations
    .filter(({ modifier, pattern }) => (modifier === '' || modifier === '^~') && path.startsWith(pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  const exact = conf.locations.find(({ modifier, pattern }) => modifier === '=' && pattern === path);
  const chosen = exact ?? (prefix?.modifier === '^~' ? prefix : (regex ?? prefix));
  return chosen?.maxBody ?? conf.serverMaxBody;
}

/** The largest body the app reads on `path`, as its code says (for staff: a visitor's is never larger). */
const UPLOAD_PATH = /^\/api\/admin\/images\/?$/i;
function appLimit(path: string): number {
  if (UPLOAD_PATH.test(path)) return MAX_UPLOAD_BODY_BYTES;
  return POST_PATHS.test(path) ? POST_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

const ID = '00000000-0000-4000-8000-000000000000';
const PATHS = [
  '/',
  '/contacto',
  '/media/abcdefghijklmnop/640.webp',
  '/api/contact',
  '/api/contact/form',
  '/api/login',
  '/api/newsletter',
  '/api/admin/site/firm',
  '/api/admin/blog/posts',
  '/API/Admin/Blog/Posts',
  `/api/admin/blog/posts/${ID}`,
  `/api/admin/blog/posts/${ID}/publish`,
  '/api/admin/blog/postsx',
  '/api/admin/images',
  '/api/admin/images/',
  '/API/ADMIN/IMAGES',
  '/api/admin/images/x',
  '/api/admin/imagesx',
];

describe('docker/nginx.conf lets through what the app takes, path by path', () => {
  it('has the limits of the code: 16 KB, 512 KB for blog posts, 5 MB and its framing for an upload', () => {
    const conf = readConf(CONF);
    expect(conf.serverMaxBody).toBe(BODY_LIMIT_BYTES);
    expect(MAX_UPLOAD_BODY_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(PATHS.map((path) => `${path} ${nginxLimit(conf, path)}`)).toEqual(
      PATHS.map((path) => `${path} ${appLimit(path)}`),
    );
    // Every location still proxies to the apps.
    expect(CONF.match(/proxy_pass\s+http:\/\/abogados;/g)).toHaveLength(conf.locations.length);
  });

  it('catches a limit that differs from the code', () => {
    const lowered = readConf(CONF.replace('client_max_body_size 5184k;', 'client_max_body_size 1m;'));
    expect(nginxLimit(lowered, '/api/admin/images')).not.toBe(appLimit('/api/admin/images'));
  });
});

/** Debian's nginx: `apt-get install -y nginx-light` (.ci/run installs it). */
function nginxBinary(): string {
  const found = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)]
    .map((dir) => join(dir, 'nginx'))
    .find((path) => existsSync(path));
  if (!found) throw new Error('nginx is not installed: apt-get install -y nginx-light (.ci/run does)');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * The repository's file as compose mounts it, with the two apps replaced by the one test server and port 80
 * by a free loopback port, inside a main configuration that keeps every file in `dir`.
 */
function writeNginxConf(dir: string, appPort: number, port: number): string {
  const site = CONF.replace(
    /^(\s*)server\s+app1:[^;]*;\n\s*server\s+app2:[^;]*;/m,
    `$1server 127.0.0.1:${appPort};`,
  ).replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`);
  expect(site).toContain(`server 127.0.0.1:${appPort};`);
  expect(site).toContain(`listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'default.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      // One process as the test's own user: no workers that would drop to another user.
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(dir, temp)};`,
      ),
      `  include ${join(dir, 'default.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return main;
}

/** Starts nginx; resolves once it has written its pid file, which it does after opening its port. */
async function startNginx(dir: string, main: string): Promise<ChildProcess> {
  const binary = nginxBinary();
  execFileSync(binary, ['-t', '-q', '-p', dir, '-c', main], { stdio: 'pipe' });
  const pidFile = join(dir, 'nginx.pid');
  const watcher = watch(dir);
  const started = new Promise<void>((done) => {
    watcher.on('change', () => existsSync(pidFile) && done());
  });
  const nginx = spawn(binary, ['-p', dir, '-c', main], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, fail) =>
    nginx.on('exit', (code) => fail(new Error(`nginx exited (${code}): ${stderr}`))),
  );
  try {
    await Promise.race([started, exited]);
  } finally {
    watcher.close();
  }
  return nginx;
}

/** Random pixels as an uncompressed PNG: about 2.4 MB, more than nginx's old 1 MB and less than 5 MB. */
const twoMegabytePng = () =>
  sharp(
    Buffer.alloc(900 * 900 * 3, 0).map((_, i) => (i * 7919) % 251),
    {
      raw: { width: 900, height: 900, channels: 3 },
    },
  )
    .png({ compressionLevel: 0 })
    .toBuffer();

const BOUNDARY = '----panel-upload';
const FORM_DATA = `multipart/form-data; boundary=${BOUNDARY}`;

describe('the real nginx with docker/nginx.conf in front of the real server', () => {
  const workspace = new TestWorkspace();
  const dir = mkdtempSync(join(tmpdir(), 'abogados-nginx-'));
  let running: RunningApp;
  let nginx: ChildProcess | undefined;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    running = await bootstrap({
      config: workspace.config({ HOST: '127.0.0.1', PORT: '0' }),
      logger: false,
      listen: true,
    });
    await addStaff(running);
    cookie = await login(running);
    const appPort = Number(new URL(running.url!).port);
    port = await freePort();
    nginx = await startNginx(dir, writeNginxConf(dir, appPort, port));
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx!.once('exit', done));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await running?.close();
    workspace.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a staff upload of more than 1 MB through to the app', async () => {
    const image = await twoMegabytePng();
    expect(image.length).toBeGreaterThan(2 * 1024 * 1024);
    const answer = await sendBody(port, 'POST', '/api/admin/images', imagePart(image, BOUNDARY), {
      'Content-Type': FORM_DATA,
      Cookie: cookie,
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ width: 900, height: 900 });
  });

  it('takes a staff blog post of some 390 KB through to the app', async () => {
    const post = Buffer.from(JSON.stringify(draft({ title: 'Larga', body: '𝄞'.repeat(100_000) })));
    expect(post.length).toBeGreaterThan(390 * 1024);
    const answer = await sendBody(port, 'POST', POSTS, post, {
      'Content-Type': 'application/json',
      Cookie: cookie,
    });
    expect(answer.status).toBe(201);
  });

  it('refuses itself what the app would refuse by size: over 16 KB elsewhere, over 5 MB and its framing', async () => {
    const contact = Buffer.from(JSON.stringify(contactRequest({ mensaje: 'x'.repeat(BODY_LIMIT_BYTES) })));
    const tooLarge = await sendBody(port, 'POST', '/api/contact', contact, {
      'Content-Type': 'application/json',
    });
    expect(tooLarge.status).toBe(413);
    // nginx's own page, not the app's JSON answer.
    expect(tooLarge.text).toContain('413 Request Entity Too Large');

    const over = imagePart(Buffer.alloc(MAX_UPLOAD_BODY_BYTES), BOUNDARY);
    const upload = await sendBody(port, 'POST', '/api/admin/images', over, {
      'Content-Type': FORM_DATA,
      Cookie: cookie,
    });
    expect(upload.status).toBe(413);
    expect(upload.text).toContain('413 Request Entity Too Large');
  });
});
