import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';
import { parse } from 'yaml';
import {
  Container,
  dockerignore,
  type EmulatedStage,
  envPairs,
  execForm,
  healthcheck,
  ImageEmulator,
  parseDockerfile,
  snapshot,
  type Stage,
} from './docker-image';
import { contactRequest } from './factories';

/**
 * The image, checked without a Docker engine (these machines have only the client): the Dockerfile is
 * linted and read, the compose files parsed, and the runtime stage replayed in a temporary folder, with
 * `npm ci` run as the Dockerfile runs it, and then started as its CMD and used.
 */
const ROOT = resolve(__dirname, '..', '..');
const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const file = parseDockerfile(DOCKERFILE);
const runtime = file.stages.at(-1)!;
const PUBLIC_URL = 'https://abogados.example.co';
// Production refuses a guessable secret: a random one, as the README says to make.
const SECRET = randomBytes(32).toString('base64url');

function args(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
}

describe('Dockerfile', () => {
  it('has no linter errors or warnings, with every optional check as an error', () => {
    const strict: ValidatorSettings = {
      deprecatedMaintainer: ValidationSeverity.ERROR,
      directiveCasing: ValidationSeverity.ERROR,
      emptyContinuationLine: ValidationSeverity.ERROR,
      instructionCasing: ValidationSeverity.ERROR,
      instructionCmdMultiple: ValidationSeverity.ERROR,
      instructionEntrypointMultiple: ValidationSeverity.ERROR,
      instructionHealthcheckMultiple: ValidationSeverity.ERROR,
      instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
      instructionWorkdirRelative: ValidationSeverity.ERROR,
    };
    const problems = validate(DOCKERFILE, strict).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
    // The linter does see problems: the same settings on a sloppy file.
    expect(validate("FROM node:20\nworkdir app\nCMD ['node']\n", strict)).toHaveLength(3);
  }, 10_000);

  it("builds in stages from Debian slim images of the tests' Node major, and runs from a clean one", () => {
    expect(file.stages.length).toBeGreaterThanOrEqual(2);
    const images = file.stages
      .map(({ base }) => base)
      .filter((base) => !file.stages.some((s) => s.name === base));
    const major = process.versions.node.split('.')[0];
    expect(new Set(images)).toEqual(new Set([`node:${major}-bookworm-slim`]));
    // The final stage starts from the image, not from a stage with compilers and sources in it,
    // and installs nothing itself.
    expect(images).toContain(runtime.base);
    expect(args(runtime, 'RUN').filter((run) => /apt-get|npm (ci|install)/.test(run))).toEqual([]);
  }, 10_000);

  it('runs the final stage as an unprivileged user, its data on a volume that user owns', () => {
    const user = args(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const volumes = args(runtime, 'VOLUME').flatMap((volume) => execForm(volume) ?? volume.split(/\s+/));
    expect(volumes).toEqual(['/data']);
    expect(args(runtime, 'RUN').join('\n')).toMatch(new RegExp(`chown (-R )?${user}(:\\S+)? /data(\\s|$)`));
  }, 10_000);

  it('sets production, SQLite on the volume and the port, exposes it, checks health, starts node directly', () => {
    const env = Object.fromEntries(args(runtime, 'ENV').flatMap(envPairs));
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      DATABASE_URL: 'sqlite:/data/app.sqlite',
      PORT: '3000',
      HOST: '0.0.0.0',
    });
    expect(args(runtime, 'EXPOSE').flatMap((expose) => expose.split(/\s+/))).toEqual(['3000']);
    const checks = args(runtime, 'HEALTHCHECK');
    expect(checks).toHaveLength(1);
    const { command } = healthcheck(checks[0]);
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain('/api/health');
    // Exec form, no ENTRYPOINT of ours: Node itself receives SIGTERM and shuts down gracefully.
    // npm start's command (package.json), memory settings included: what the load bench measures.
    const start = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
    ).scripts.start.split(' ');
    const assignments = start.filter((word) => /^[A-Z_]+=/.test(word));
    expect(assignments.length).toBeGreaterThan(0);
    for (const assignment of assignments) {
      const [name, value] = assignment.split('=');
      expect(env[name]).toBe(value);
    }
    expect(args(runtime, 'CMD').map(execForm)).toEqual([start.slice(assignments.length)]);
    expect(args(runtime, 'ENTRYPOINT')).toEqual([]);
  }, 10_000);

  it('.dockerignore keeps installs, builds, databases and secrets out, and everything the build reads in', () => {
    const ignored = dockerignore(readFileSync(join(ROOT, '.dockerignore'), 'utf8'));
    const out = [
      'node_modules/sqlite3/build/Release/node_sqlite3.node',
      'frontend/node_modules/@vitejs/plugin-react/package.json',
      'backend/node_modules/x/index.js',
      'backend/dist/main.js',
      'shared/dist/index.js',
      'backend/public/index.html',
      'data/app.sqlite',
      'backend/data/session-secret',
      'backend/app.sqlite-wal',
      '.env',
      '.git/HEAD',
      'test-results/summary.txt',
    ];
    expect(out.filter((path) => !ignored(path))).toEqual([]);
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
    expect(needed.filter(ignored)).toEqual([]);
  }, 10_000);
});

describe('docker/ compose files', () => {
  const DOCKER = join(ROOT, 'docker');
  type Service = {
    build?: { context: string; dockerfile?: string };
    image?: string;
    environment?: Record<string, string>;
    volumes?: string[];
    ports?: string[];
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: { test: string[] };
    stop_grace_period?: string;
  };
  type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };
  // Merge keys (`<<: *app`) as Compose reads them.
  const compose = (name: string) =>
    parse(readFileSync(join(DOCKER, name), 'utf8'), { merge: true }) as Compose;
  const exposed = args(runtime, 'EXPOSE')[0];
  /** `${NAME:-default}` → default; `${NAME:?message}` → undefined (required). */
  const defaultOf = (value: string) => /^\$\{\w+:-([^}]*)\}$/.exec(value)?.[1];
  const required = (value: string) => /^\$\{\w+:\?[^}]+\}$/.test(value);
  const containerPort = (mapping: string) => mapping.split(':').at(-1);

  /** The image the service builds is this repository's Dockerfile. */
  function expectBuildsThisImage(service: Service) {
    expect(resolve(DOCKER, service.build!.context, service.build!.dockerfile ?? 'Dockerfile')).toBe(
      join(ROOT, 'Dockerfile'),
    );
    // The server drains requests for up to 10 s on SIGTERM; Docker's default grace is 10 s.
    expect(parseInt(service.stop_grace_period ?? '10', 10)).toBeGreaterThan(10);
  }

  it('compose.yml runs the app alone with SQLite on a named volume and the settings from the environment', () => {
    const { services, volumes } = compose('compose.yml');
    expect(Object.keys(services)).toEqual(['app']);
    const { app } = services;
    expectBuildsThisImage(app);
    const data = app.volumes!.map((volume) => volume.split(':')).find(([, target]) => target === '/data');
    expect(data).toBeDefined();
    expect(Object.keys(volumes ?? {})).toContain(data![0]);
    expect(app.ports!.map(containerPort)).toEqual([exposed]);
    const env = app.environment!;
    expect(required(env.SESSION_SECRET)).toBe(true);
    expect(required(env.PUBLIC_URL)).toBe(true);
    expect(defaultOf(env.ADMIN_EMAIL)).toBe('');
    expect(defaultOf(env.ADMIN_PASSWORD)).toBe('');
    // Nothing overrides the image's SQLite-on-the-volume default.
    expect(env.DATABASE_URL).toBeUndefined();
  }, 10_000);

  it('compose.postgres.yml wires PostgreSQL 15, two apps on it and nginx in front of them', () => {
    const { services, volumes } = compose('compose.postgres.yml');
    const { postgres, proxy, ...apps } = services;
    expect(Object.keys(apps).sort()).toEqual(['app1', 'app2']);

    expect(postgres.image).toMatch(/^postgres:15([.-]|$)/);
    expect(postgres.healthcheck!.test.join(' ')).toContain('pg_isready');
    const pgdata = postgres
      .volumes!.map((v) => v.split(':'))
      .find(([, target]) => target === '/var/lib/postgresql/data');
    expect(Object.keys(volumes ?? {})).toContain(pgdata![0]);
    const pgEnv = postgres.environment!;
    const passwordVar = /^\$\{(\w+)/.exec(pgEnv.POSTGRES_PASSWORD)![1];

    for (const [name, app] of Object.entries(apps)) {
      expectBuildsThisImage(app);
      const env = app.environment!;
      const url = new URL(env.DATABASE_URL.replace(/\$\{[^}]*\}/g, 'secret'));
      expect({ name, protocol: url.protocol, host: url.hostname, port: url.port }).toEqual({
        name,
        protocol: 'postgres:',
        host: 'postgres',
        port: '5432',
      });
      expect(url.username).toBe(pgEnv.POSTGRES_USER);
      expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
      expect(env.DATABASE_URL).toContain(`\${${passwordVar}`);
      expect(required(env.SESSION_SECRET)).toBe(true);
      // One proxy hop trusted by default; the apps publish no port, so only nginx can reach them.
      expect(defaultOf(env.TRUST_PROXY)).toBe('1');
      expect(app.ports).toBeUndefined();
    }
    expect(apps.app1.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    // app2 waits for app1, which has migrated the database by the time it is healthy.
    expect(apps.app2.depends_on).toEqual({ app1: { condition: 'service_healthy' } });

    expect(proxy.image).toMatch(/^nginx:/);
    expect(proxy.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
    expect(proxy.healthcheck!.test.join(' ')).toContain('/api/health');
    const mount = proxy
      .volumes!.map((volume) => volume.split(':'))
      .find(([, target]) => target.startsWith('/etc/nginx'));
    expect(mount).toEqual(['./nginx.conf', '/etc/nginx/conf.d/default.conf', 'ro']);
    const nginx = readFileSync(resolve(DOCKER, mount![0]), 'utf8');
    const listen = /^\s*listen\s+(\d+);/m.exec(nginx)![1];
    expect(proxy.ports!.map(containerPort)).toEqual([listen]);

    const upstream = /upstream\s+(\S+)\s*\{([^}]*)\}/.exec(nginx)!;
    const servers = [...upstream[2].matchAll(/^\s*server\s+([^\s;]+)/gm)].map((match) => match[1]);
    expect(servers).toEqual([`app1:${exposed}`, `app2:${exposed}`]);
    expect(nginx).toMatch(new RegExp(`proxy_pass\\s+http://${upstream[1]};`));
    expect(nginx).toMatch(/proxy_set_header\s+Host\s+\$http_host;/);
    expect(nginx).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/proxy_set_header\s+X-Forwarded-Proto\s+\$\w+;/);
  }, 10_000);
});

/** As staff would in the panel: the phone changes in the database on the volume, with a new content version. */
const CHANGE_PHONE = [
  "const sqlite3 = require('sqlite3');",
  "const db = new sqlite3.Database(process.env.DATABASE_URL.replace(/^sqlite:/, ''));",
  "db.get('SELECT firm FROM site_content WHERE id = 1', (error, row) => {",
  '  if (error) throw error;',
  "  const firm = { ...JSON.parse(row.firm), phone: '+57 311 222 3344' };",
  "  db.run('UPDATE site_content SET firm = ?, version = version + 1 WHERE id = 1', [JSON.stringify(firm)],",
  '    (failed) => db.close(() => process.exit(failed ? 1 : 0)));',
  '});',
].join('\n');

describe('the runtime stage, replayed without a Docker engine', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'abogados-docker-'));
  const emulator = new ImageEmulator(ROOT, scratch);
  let image: EmulatedStage;

  // Runs the stages the final one copies from: `npm ci --omit=dev …` in a clean folder (about 20 s).
  beforeAll(async () => {
    image = await emulator.stage(file);
  }, 240_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** The image's ENV plus what `docker run -e …` adds, with this machine's paths and a free port. */
  function runEnv(stage: EmulatedStage): Record<string, string> {
    const database = stage.env.DATABASE_URL.replace(/^sqlite:/, '');
    return {
      PATH: process.env.PATH!,
      ...stage.env,
      DATABASE_URL: `sqlite:${stage.host(database)}`,
      HOST: '127.0.0.1',
      PORT: '0',
      SESSION_SECRET: SECRET,
      PUBLIC_URL,
      NO_COLOR: '1',
    };
  }

  it('installs with the npm major of these machines, so the lockfile reads the same', async () => {
    const from = /--from=(\S+)\s+\S*node_modules\s/.exec(args(runtime, 'COPY').join('\n') + '\n')![1];
    const deps = await emulator.stage(file, from);
    const here = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
    expect(deps.npmVersion?.split('.')[0]).toBe(here.split('.')[0]);
  }, 30_000);

  it("holds the backend's production dependencies, and neither the frontend's nor any dev tool", () => {
    const modules = join(image.host(image.workdir), 'node_modules');
    const manifest = (path: string) =>
      JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
    const [root, backend, frontend] = ['package.json', 'backend/package.json', 'frontend/package.json'].map(
      manifest,
    );
    const present = (name: string) => existsSync(join(modules, name, 'package.json'));
    expect(Object.keys(backend.dependencies!).filter((name) => !present(name))).toEqual([]);
    // A package both sides use (the shared rules) is the backend's too.
    const unwanted = [
      ...Object.keys(root.devDependencies ?? {}),
      ...Object.keys(backend.devDependencies ?? {}),
      ...Object.keys(frontend.devDependencies ?? {}),
      ...Object.keys(frontend.dependencies ?? {}),
    ].filter((name) => !Object.hasOwn(backend.dependencies!, name));
    expect(unwanted).toEqual(
      expect.arrayContaining(['jest', 'typescript', 'vite', '@nestjs/testing', 'react']),
    );
    expect(unwanted.filter(present)).toEqual([]);
  }, 10_000);

  describe('started with its CMD, as docker run would', () => {
    let container: Container;
    let before: Map<string, string>;
    const volumes = () => image.volumes.map((volume) => image.host(volume));

    beforeAll(async () => {
      before = snapshot(image.host('/'), volumes());
      container = await Container.start(image, runEnv(image));
    }, 60_000);
    afterAll(() => container?.kill());

    it('is healthy, by /api/health and by the HEALTHCHECK command', async () => {
      const health = await fetch(`${container.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
      expect(await container.healthcheck()).toBe(0);
    }, 30_000);

    it('serves the prerendered home page, in production, with PUBLIC_URL in its links', async () => {
      const built = readFileSync(join(ROOT, 'backend', 'public', 'index.html'), 'utf8');
      const title = /<title>([^<]+)<\/title>/.exec(built)![1];
      const home = await fetch(`${container.url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toMatch(/^text\/html/);
      expect(home.headers.get('strict-transport-security')).toMatch(/max-age=/);
      const html = await home.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`href="${PUBLIC_URL}/"`);
    }, 30_000);

    it('stores a consultation request in the database on the volume', async () => {
      const answer = await fetch(`${container.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(contactRequest()),
      });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toMatchObject({ id: expect.any(Number) });
      expect(existsSync(image.host(image.env.DATABASE_URL.replace(/^sqlite:/, '')))).toBe(true);
    }, 30_000);

    it('runs the staff command the README gives, beside the running server', async () => {
      const command = ['node', 'backend/dist/bin/staff.js'];
      expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`${command.join(' ')} add`);
      const added = await container.exec([...command, 'add', 'ana@firm.co'], {
        STAFF_PASSWORD: 'a-long-staff-password',
      });
      expect(added).toEqual({ code: 0, out: 'Added staff user ana@firm.co\n' });
      const listed = await container.exec([...command, 'list']);
      expect(listed.code).toBe(0);
      expect(listed.out).toMatch(/^ana@firm\.co\t/);
    }, 60_000);

    it('renders the pages again from the stored content with what the image ships (the SSR bundle)', async () => {
      expect(await container.exec(['node', '-e', CHANGE_PHONE])).toEqual({ code: 0, out: '' });
      const until = Date.now() + 5_000;
      let html = '';
      while (!html.includes('>+57 311 222 3344<') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        html = await (await fetch(`${container.url}/contacto`)).text();
      }
      expect(html).toContain('>+57 311 222 3344<');
      expect(html).toContain(`href="${PUBLIC_URL}/contacto"`);
    }, 30_000);

    it('writes nothing outside its volume', () => {
      expect(snapshot(image.host('/'), volumes())).toEqual(before);
    }, 10_000);

    it('exits 0 on SIGTERM, after which the HEALTHCHECK command fails', async () => {
      expect(await container.stop()).toBe(0);
      expect(await container.healthcheck()).toBe(1);
    }, 30_000);
  });

  it('keeps serving the built pages, and says why, when the image lacks the SSR bundle', async () => {
    const without = DOCKERFILE.split('\n')
      .filter((line) => !/^COPY .*dist-ssr/.test(line))
      .join('\n');
    expect(without).not.toBe(DOCKERFILE);
    const broken = await emulator.stage(parseDockerfile(without));
    const container = await Container.start(broken, runEnv(broken));
    try {
      expect(await container.exec(['node', '-e', CHANGE_PHONE])).toEqual({ code: 0, out: '' });
      const until = Date.now() + 5_000;
      while (!container.log.includes('Cannot render pages') && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(container.log).toContain('Cannot render pages from the site content');
      const page = await fetch(`${container.url}/contacto`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('>+57 300 123 4567<');
    } finally {
      await container.kill();
    }
  }, 90_000);

  it('catches a Dockerfile whose runtime stage forgets the built site', async () => {
    const without = DOCKERFILE.split('\n')
      .filter((line) => !/^COPY .*backend\/public/.test(line))
      .join('\n');
    expect(without).not.toBe(DOCKERFILE);
    const broken = await emulator.stage(parseDockerfile(without));
    const container = await Container.start(broken, runEnv(broken));
    try {
      expect((await fetch(`${container.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${container.url}/`)).status).toBe(404);
    } finally {
      await container.kill();
    }
  }, 90_000);
});
