import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { bootstrap, type RunningApp } from '../src/app';
import { BODY_LIMIT_BYTES, POST_BODY_LIMIT_BYTES, POST_PATHS } from '../src/common/body-parsers';
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES } from '../src/images/image-rules';
import { draft, POSTS } from './blog-fixtures';
import { contactRequest } from './factories';
import { addStaff, login, TestWorkspace } from './harness';
import { NGINX_CONF, startNginx, stopNginx, writeNginxConf } from './nginx-host';
import { freePort } from './postgres/cluster';
import { imagePart, sendBody } from './send-body';

/**
 * docker/nginx.conf, the proxy of the two-instance compose file, against the app's own body limits: read
 * from the file and the code, then run (Debian's nginx, which .ci/run installs) in front of the real server.
 */
const CONF = NGINX_CONF;

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
    const lowered = readConf(CONF.replace('client_max_body_size 20544k;', 'client_max_body_size 1m;'));
    expect(nginxLimit(lowered, '/api/admin/images')).not.toBe(appLimit('/api/admin/images'));
  });
});

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
    nginx = await startNginx(dir, writeNginxConf(dir, [appPort], port));
  });
  afterAll(async () => {
    await stopNginx(nginx);
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
