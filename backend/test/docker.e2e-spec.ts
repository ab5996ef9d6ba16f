import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';
import { parse } from 'yaml';

/**
 * What needs no container engine: the Dockerfile linted, and the compose files and the nginx configuration
 * read for how they wire the image together. The image itself is built and run by `npm run test:image`
 * (scripts/image-test.mjs, backend/test/image/).
 */
const ROOT = resolve(__dirname, '..', '..');
const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
/** The port the image exposes (the real image's test, backend/test/image/, checks what it runs). */
const EXPOSED = /^EXPOSE\s+(\d+)\s*$/m.exec(DOCKERFILE)![1];

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
  const exposed = EXPOSED;
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
