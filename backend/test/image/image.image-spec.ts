import { randomBytes } from 'node:crypto';
import { type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, VARIANT_WIDTHS } from '../../src/images/image-rules';
import { contactRequest } from '../factories';
import { startNginx, stopNginx, writeNginxConf } from '../nginx-host';
import { eventually } from '../outbox-helpers';
import { type Cluster, freePort, psql, startCluster, stopCluster } from '../postgres/cluster';
import { imagePart, sendBody } from '../send-body';
import { Container, IMAGE, podman, podmanRun, runOnce } from './podman';

/**
 * The real image (Dockerfile, built by scripts/image-test.mjs with buildah) run with podman as ops run it:
 * one container on a named volume, then the two-instance shape of docker/compose.postgres.yml, with
 * PostgreSQL and nginx from Debian's packages on the host (their images cannot be pulled here).
 */
const ROOT = resolve(__dirname, '..', '..', '..');
const PUBLIC_URL = 'https://abogados.example.co';
// Production refuses a guessable secret: a random one, as the README says to make.
const SECRET = randomBytes(32).toString('base64url');
const STAFF = { email: 'ana@firm.co', password: 'a-long-staff-password' };
const STAFF_COMMAND = ['node', 'backend/dist/bin/staff.js'];
const WITHIN_MS = 5_000;
const RUN = randomBytes(3).toString('hex');

const manifest = (path: string) =>
  JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as {
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * Every package the backend's production dependencies need, read from the lock file: what the image must hold
 * even when the frontend names it too (dayjs: TypeORM's, and the panel's date picker's).
 */
function backendProductionTree(dependencies: Record<string, string>): Set<string> {
  const { packages } = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const needed = new Set<string>();
  const visit = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    let entry = packages[`node_modules/${name}`];
    // A workspace package (the shared rules) is a link to its folder's entry.
    if (entry?.link && entry.resolved) entry = packages[entry.resolved];
    for (const next of Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies })) visit(next);
  };
  Object.keys(dependencies).forEach(visit);
  return needed;
}

/** A staff member added with the README's command inside the container, then logged in: the session cookie. */
async function addStaffAndLogIn(container: Container, via = container.url): Promise<string> {
  const added = await container.exec([...STAFF_COMMAND, 'add', STAFF.email], {
    STAFF_PASSWORD: STAFF.password,
  });
  expect(added).toMatchObject({ code: 0, out: `Added staff user ${STAFF.email}\n` });
  return logIn(via);
}

/**
 * The log-in form's post. The cookie is Secure in production, so a cookie jar would not send it back over
 * plain HTTP: the test carries it itself, as a browser behind TLS would.
 */
async function logIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    // What the TLS terminator in front says (TRUST_PROXY=1 believes it): the cookie is set for HTTPS only.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-Proto': 'https' },
    body: new URLSearchParams(STAFF).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/admin');
  const cookie = answer.headers.getSetCookie()[0];
  expect(cookie).toMatch(/;\s*Secure/i);
  return cookie.split(';')[0];
}

const postContact = (url: string, body: Record<string, unknown>) =>
  fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The stored requests' emails, as staff see them in the panel's list. */
async function storedEmails(url: string, cookie: string): Promise<string[]> {
  const emails: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const answer = await fetch(`${url}/api/contacts?limit=100&offset=${offset}`, {
      headers: { Cookie: cookie },
    });
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as Array<{ email: string }>;
    emails.push(...page.map(({ email }) => email));
    if (page.length < 100) return emails;
  }
}

/** Changes the firm's phone through the staff API of `url`. */
async function changePhone(url: string, cookie: string, phone: string): Promise<void> {
  const current = await fetch(`${url}/api/admin/site`, { headers: { Cookie: cookie } });
  expect(current.status).toBe(200);
  const { content } = (await current.json()) as { content: { firm: object; version: number } };
  const saved = await fetch(`${url}/api/admin/site/firm`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ ...content.firm, phone, version: content.version }),
  });
  expect(saved.status).toBe(200);
}

/** GET a page until it shows `text` (the server renders it again from the stored content). */
const pageShows = (url: string, text: string) =>
  eventually(
    async () => (await fetch(url)).text(),
    (html) => html.includes(text),
    WITHIN_MS,
  );

describe('the image', () => {
  it("runs npm start's command as the node user, in production, SQLite on the /data volume, health checked", async () => {
    const [{ Config: config, Healthcheck: healthcheck }] = JSON.parse(
      await podman(['image', 'inspect', IMAGE]),
    ) as Array<{
      Config: {
        User: string;
        Env: string[];
        Cmd: string[];
        ExposedPorts: Record<string, object>;
        Volumes: Record<string, object>;
      };
      Healthcheck?: { Test: string[] };
    }>;
    expect(config.User).toBe('node');
    const env = Object.fromEntries(
      config.Env.map((pair) => [pair.split('=')[0], pair.slice(pair.indexOf('=') + 1)]),
    );
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      DATABASE_URL: 'sqlite:/data/app.sqlite',
      PORT: '3000',
      HOST: '0.0.0.0',
    });
    // The image starts as npm start does: backend/start.mjs, which reads backend/start.json (checked running, below).
    expect(manifest('package.json').scripts!.start).toBe('node backend/start.mjs');
    expect(config.Cmd).toEqual(['node', 'backend/start.mjs']);
    expect(Object.keys(config.ExposedPorts)).toEqual(['3000/tcp']);
    expect(Object.keys(config.Volumes)).toEqual(['/data']);
    expect(healthcheck?.Test.join(' ')).toContain('/api/health');
  });

  it("holds no compiler, no .git, no tests and no sources; the backend's production dependencies only", async () => {
    const look = await runOnce(
      [
        'for tool in gcc g++ cc c++ make python3 git; do command -v "$tool" && echo "tool: $tool"; done',
        'for path in .git e2e backend/test backend/src frontend/src frontend/node_modules backend/node_modules .env data; do [ -e "/app/$path" ] && echo "path: $path"; done',
        'find /app -path /app/node_modules -prune -o \\( -name "*.spec.*" -o -name "*.e2e-spec.*" -o -name "*.ts" ! -name "*.d.ts" \\) -print | sed "s/^/file: /"',
        'ls /app/node_modules /app/node_modules/@* | sed "s/^/module: /"',
      ].join('\n'),
    );
    expect(look.code).toBe(0);
    const lines = look.out.split('\n');
    expect(lines.filter((line) => /^(tool|path|file): /.test(line))).toEqual([]);
    const modules = new Set(lines.filter((line) => line.startsWith('module: ')).map((line) => line.slice(8)));
    const present = (name: string) => modules.has(name.includes('/') ? name.split('/')[1] : name);
    const [root, backend, frontend] = ['package.json', 'backend/package.json', 'frontend/package.json'].map(
      manifest,
    );
    expect(Object.keys(backend.dependencies!).filter((name) => !present(name))).toEqual([]);
    // A package both sides use (the shared rules, or one a backend dependency needs) is the backend's too.
    const needed = backendProductionTree(backend.dependencies!);
    const unwanted = [
      ...Object.keys(root.devDependencies ?? {}),
      ...Object.keys(backend.devDependencies ?? {}),
      ...Object.keys(frontend.devDependencies ?? {}),
      ...Object.keys(frontend.dependencies ?? {}),
    ].filter((name) => !needed.has(name) && !name.startsWith('@types/'));
    expect(unwanted).toEqual(expect.arrayContaining(['jest', 'typescript', 'vite', 'react']));
    expect(unwanted.filter((name) => !name.startsWith('@') && present(name))).toEqual([]);
  });
  it('.dockerignore keeps installs, builds, databases and secrets out of the build, and what it reads in', async () => {
    // The engine's own reading of .dockerignore: a context of sample paths, copied in by a build of its own.
    const out = [
      'node_modules/sqlite3/build/Release/node_sqlite3.node',
      'frontend/node_modules/@vitejs/plugin-react/package.json',
      'backend/node_modules/x/index.js',
      'backend/dist/main.js',
      'shared/dist/index.js',
      'backend/public/index.html',
      'frontend/dist-ssr/entry-server.cjs',
      'data/app.sqlite',
      'backend/data/session-secret',
      'backend/app.sqlite-wal',
      '.env',
      '.git/HEAD',
      'test-results/summary.txt',
    ];
    const sources = [
      'shared/src',
      'backend/src',
      'frontend/src',
      'frontend/public',
      'frontend/scripts',
    ].flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => posix.join(posix.relative(ROOT, entry.parentPath), entry.name)),
    );
    expect(sources.length).toBeGreaterThan(50);
    const needed = [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'shared/package.json',
      'shared/tsconfig.json',
      'shared/tsconfig.build.json',
      'backend/package.json',
      'backend/tsconfig.json',
      'backend/tsconfig.build.json',
      'frontend/package.json',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/postcss.config.cjs',
      'frontend/tsconfig.json',
      'frontend/src/lib/api/schema.d.ts',
      ...sources,
    ];
    const scratch = mkdtempSync(join(tmpdir(), 'abogados-context-'));
    try {
      const context = join(scratch, 'context');
      for (const path of [...out, ...needed]) {
        mkdirSync(dirname(join(context, path)), { recursive: true });
        writeFileSync(join(context, path), '');
      }
      copyFileSync(join(ROOT, '.dockerignore'), join(context, '.dockerignore'));
      const base = /^FROM\s+(\S+)/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))![1];
      writeFileSync(
        join(scratch, 'Dockerfile'),
        `FROM ${base}\nCOPY . /context/\nRUN find /context -type f\n`,
      );
      const iid = join(scratch, 'iid');
      const built = await podmanRun(
        [
          'bud',
          '--isolation',
          'chroot',
          '--layers=false',
          '--iidfile',
          iid,
          '-f',
          join(scratch, 'Dockerfile'),
          context,
        ],
        'buildah',
      );
      expect(built.code).toBe(0);
      await podmanRun(['rmi', readFileSync(iid, 'utf8').trim()]);
      const copied = new Set(
        built.out
          .split('\n')
          .filter((line) => line.startsWith('/context/'))
          .map((line) => line.slice(9)),
      );
      expect(out.filter((path) => copied.has(path))).toEqual([]);
      expect(needed.filter((path) => !copied.has(path))).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('one container on a named volume, as docs/docker.md runs it', () => {
  const volume = `abogados-image-test-${RUN}`;
  let container: Container;
  let cookie: string;

  beforeAll(async () => {
    await podman(['volume', 'create', volume]);
    container = await Container.run(
      `abogados-one-${RUN}`,
      await freePort(),
      {
        SESSION_SECRET: SECRET,
        PUBLIC_URL,
        // Behind the TLS terminator docs/docker.md asks for (the test stands in for it).
        TRUST_PROXY: '1',
        // The burst below comes from one address.
        CONTACT_RATE_LIMIT_PER_MINUTE: '0',
        CONTACT_RATE_LIMIT_PER_DAY: '0',
      },
      ['--volume', `${volume}:/data`],
    );
    // Staff, added with the README's command inside the container: what the tests of the panel's API use.
    cookie = await addStaffAndLogIn(container);
  });
  afterAll(async () => {
    await container?.remove();
    await podmanRun(['volume', 'rm', '--force', volume]);
  });

  it('turns healthy by its own HEALTHCHECK', async () => {
    expect(await container.healthcheck()).toBe(0);
    expect(await container.inspect('{{.State.Health.Status}}')).toBe('healthy');
    const health = await fetch(`${container.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves the prerendered pages in both languages and the API docs, with PUBLIC_URL in its links', async () => {
    for (const [path, lang] of [
      ['/', 'es'],
      ['/en', 'en'],
    ]) {
      const page = await fetch(`${container.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`href="${PUBLIC_URL}${path === '/' ? '/' : path}"`);
    }
    const docs = await fetch(`${container.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });

  it('runs as node (uid 1000), not root, with NODE_ENV=production', async () => {
    const status = await container.exec(['cat', '/proc/1/status']);
    expect(status.out).toMatch(/^Uid:\s+1000\s+1000\s+1000\s+1000$/m);
    const environ = (await container.exec(['cat', '/proc/1/environ'])).out.split('\0');
    expect(environ).toContain('NODE_ENV=production');
  });

  it("is the server itself as PID 1, with backend/start.json's Node.js flags and environment (what the benchmarks measure)", async () => {
    const start = JSON.parse(readFileSync(join(ROOT, 'backend', 'start.json'), 'utf8')) as {
      env: Record<string, string>;
      nodeFlags: string[];
      script: string;
    };
    const command = (await container.exec(['cat', '/proc/1/cmdline'])).out.split('\0').filter(Boolean);
    expect(command.slice(1)).toEqual([...start.nodeFlags, `/app/backend/${start.script}`]);
    const environ = (await container.exec(['cat', '/proc/1/environ'])).out.split('\0');
    for (const [name, value] of Object.entries(start.env)) expect(environ).toContain(`${name}=${value}`);
    expect((await container.exec(['sh', '-c', 'touch /app/x'])).code).not.toBe(0);
  });

  it('lets a staff member added with the staff command log in', async () => {
    const listed = await container.exec([...STAFF_COMMAND, 'list']);
    expect(listed.out).toMatch(/^ana@firm\.co\t/);
    const again = await logIn(container.url);
    expect((await fetch(`${container.url}/api/contacts`, { headers: { Cookie: again } })).status).toBe(200);
  });

  it('keeps a request on the volume across podman restart', async () => {
    const sent = contactRequest({ email: `restart-${RUN}@example.com` });
    expect((await postContact(container.url, sent)).status).toBe(201);
    await container.restart();
    expect(await storedEmails(container.url, cookie)).toContain(sent.email);
  });

  it('renders the pages again from stored content with what the image ships (the SSR bundle)', async () => {
    await changePhone(container.url, cookie, '+57 311 222 3344');
    const html = await pageShows(`${container.url}/contacto`, '>+57 311 222 3344<');
    expect(html).toContain(`href="${PUBLIC_URL}/contacto"`);
  });

  it('stopped by podman stop during a burst of requests: every acknowledged request is there after the next start', async () => {
    const acknowledged: string[] = [];
    let stopping: Promise<number> | undefined;
    let sent = 0;
    const sender = async () => {
      for (;;) {
        const body = contactRequest({ email: `burst-${RUN}-${(sent += 1)}@example.com` });
        try {
          const answer = await postContact(container.url, body);
          if (answer.status === 201) acknowledged.push(body.email as string);
          else if (answer.status !== 503)
            throw new Error(`answered ${answer.status}: ${await answer.text()}`);
        } catch (error) {
          // Refused or cut once the server has closed: what no one acknowledged.
          if (stopping) return;
          throw error;
        }
        if (acknowledged.length === 20 && !stopping) stopping = container.stop();
        if (stopping && acknowledged.length > 200) return;
      }
    };
    await Promise.all(Array.from({ length: 6 }, sender));
    expect(await stopping).toBe(0);
    expect(await container.healthcheck()).not.toBe(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    await container.start();
    const stored = new Set(await storedEmails(container.url, cookie));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  });
});

describe('two containers on one PostgreSQL behind nginx, as docker/compose.postgres.yml runs them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'abogados-image-nginx-'));
  let cluster: Cluster;
  let nginx: ChildProcess | undefined;
  let app1: Container;
  let app2: Container;
  let proxy: string;
  let proxyPort: number;
  let cookie: string;

  beforeAll(async () => {
    cluster = await startCluster();
    psql(cluster, 'CREATE DATABASE abogados');
    const env = {
      SESSION_SECRET: SECRET,
      PUBLIC_URL,
      DATABASE_URL: `${cluster.url}/abogados`,
      TRUST_PROXY: '1',
    };
    // app2 after app1, as compose starts them: only one of them migrates the new database.
    app1 = await Container.run(`abogados-app1-${RUN}`, await freePort(), env);
    app2 = await Container.run(`abogados-app2-${RUN}`, await freePort(), env);
    proxyPort = await freePort();
    proxy = `http://127.0.0.1:${proxyPort}`;
    nginx = await startNginx(dir, writeNginxConf(dir, [app1.port, app2.port], proxyPort));
    // Staff log in through nginx, as the panel does.
    cookie = await addStaffAndLogIn(app1, proxy);
  });
  afterAll(async () => {
    await stopNginx(nginx);
    await app1?.remove();
    await app2?.remove();
    if (cluster) stopCluster(cluster);
    rmSync(dir, { recursive: true, force: true });
  });

  it('both apps turn healthy on PostgreSQL', async () => {
    for (const app of [app1, app2]) {
      expect(await app.healthcheck()).toBe(0);
      expect(await app.inspect('{{.State.Health.Status}}')).toBe('healthy');
    }
  });

  it('serves a page and takes a consultation request through nginx', async () => {
    const home = await fetch(`${proxy}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="es"');
    const sent = contactRequest({ email: `nginx-${RUN}@example.com` });
    expect((await postContact(proxy, sent)).status).toBe(201);
    expect(await storedEmails(app2.url, cookie)).toContain(sent.email);
  });

  it('takes a 5 MB image upload through nginx', async () => {
    // Random pixels, uncompressed: a PNG just under the upload limit.
    const side = Math.floor(Math.sqrt((MAX_UPLOAD_BYTES - 64 * 1024) / 3));
    const pixels = Buffer.alloc(side * side * 3).map((_, i) => (i * 7919) % 251);
    const image = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(image.length).toBeGreaterThan(4.9 * 1024 * 1024);
    expect(image.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const boundary = '----image-test';
    const answer = await sendBody(proxyPort, 'POST', '/api/admin/images', imagePart(image, boundary), {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      Cookie: cookie,
    });
    expect(answer.status).toBe(201);
    // Stored, and shown at most as wide as the widest variant.
    expect(JSON.parse(answer.text)).toMatchObject({ width: Math.max(...VARIANT_WIDTHS) });
  });

  it(`shows a content change made through one instance through the other within ${WITHIN_MS / 1000} s`, async () => {
    await changePhone(app1.url, cookie, '+57 604 444 5566');
    await pageShows(`${app2.url}/contacto`, '>+57 604 444 5566<');
  });
});
