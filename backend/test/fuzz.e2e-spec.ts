/**
 * Property-based fuzzing of every endpoint through a real socket: random and malformed bodies, methods,
 * paths, headers, ids and forms. Whatever arrives, the server must never answer 5xx, never leak a stack or
 * SQL, keep answering /api/health, and change stored data only as an accepted request allows.
 * fast-check prints (and shrinks to) the request that broke a rule. FUZZ_RUNS=<factor> scales every run count.
 */
import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  request as httpRequest,
  type RequestListener,
  type Server,
} from 'node:http';
import { type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import {
  anyContact,
  anyRequest,
  BODY_LIMIT,
  type ContactVerdict,
  type CookieChoice,
  type ExpectedRow,
  formText,
  type FuzzRequest,
  isStaffLogin,
  JSON_DEPTH_LIMIT,
  jsonDepth,
  judgeContact,
  judgeId,
  loginForm,
  type LoginForm,
  mayCheckPassword,
  mustRefuseCrossSite,
  patchRequest,
  plainCredentials,
  wirePath,
} from './fuzz-arbitraries';
import { contactRequest, STAFF, submissionRow } from './factories';
import { addStaff, login, TestWorkspace } from './harness';

const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
const TIMEOUT = 180_000;
/** Seeded rows carry this in their email, so a response that shows one to a visitor is easy to spot. */
const SEED_MARK = 'fuzz-seed-';
/** A staff account of the fuzzed app; its email appears nowhere else (STAFF's is an example in the docs). */
const FUZZ_STAFF = { email: 'fuzz-staff@example.com', password: 'fuzz-staff-password-0123' };

/** FUZZ_STATS=1 prints how often each outcome came up: what a run really covered, not just that it passed. */
class Tally {
  private readonly counts = new Map<string, number>();

  constructor(private readonly name: string) {}

  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  print(): void {
    if (!process.env.FUZZ_STATS) return;
    const lines = [...this.counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `  ${k}: ${n}`);
    console.log(`${this.name}\n${lines.join('\n')}`);
  }
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent, possibly compressed. */
  raw: Buffer;
  /** Decompressed when the server compressed it. */
  text: string;
  /** Set when the connection failed instead of answering. */
  error?: string;
}

/** A keep-alive client on a port of its own, sending each request byte for byte as generated. */
class Client {
  /** Cookies the generated CookieChoice names, filled in by each suite. */
  session = '';
  stale = '';

  private constructor(
    private readonly server: Server,
    private readonly agent: Agent,
    readonly port: number,
  ) {}

  static async start(running: RunningApp): Promise<Client> {
    const server = createServer(running.app.getHttpAdapter().getInstance() as RequestListener);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    return new Client(server, agent, (server.address() as AddressInfo).port);
  }

  /** The origin the server sees in Host, which the CSRF rule also accepts. */
  get hostOrigin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  cookieFor(choice: CookieChoice): string | undefined {
    if (choice.kind === 'session') return this.session;
    if (choice.kind === 'stale') return this.stale;
    // Same id, one character of the signature changed.
    if (choice.kind === 'tampered')
      return this.session.slice(0, -1) + (this.session.endsWith('A') ? 'B' : 'A');
    if (choice.kind === 'raw') return choice.value;
    return undefined;
  }

  send(request: FuzzRequest): Promise<Reply> {
    const headers: Record<string, string> = { ...request.headers };
    const cookie = this.cookieFor(request.cookie);
    if (cookie !== undefined) headers.Cookie = cookie;
    if (request.body) {
      if (request.chunked) headers['Transfer-Encoding'] = 'chunked';
      else headers['Content-Length'] = String(request.body.length);
    }
    return new Promise<Reply>((resolve) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: this.port,
          method: request.method,
          path: request.path,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              raw,
              text: decoded(raw, res.headers),
            });
          });
          res.on('error', (err) =>
            resolve({ status: 0, headers: {}, raw: Buffer.alloc(0), text: '', error: String(err) }),
          );
        },
      );
      req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
      req.on('error', (err) =>
        resolve({ status: 0, headers: {}, raw: Buffer.alloc(0), text: '', error: String(err) }),
      );
      if (request.body && request.chunked && request.body.length > 1) {
        // Two chunks, so a body split across reads is exercised too.
        const half = Math.floor(request.body.length / 2);
        req.write(request.body.subarray(0, half));
        req.end(request.body.subarray(half));
      } else {
        req.end(request.body);
      }
    });
  }

  async close(): Promise<void> {
    this.agent.destroy();
    this.server.closeAllConnections();
    await new Promise((done) => this.server.close(done));
  }
}

function decoded(raw: Buffer, headers: IncomingHttpHeaders): string {
  try {
    const coding = headers['content-encoding'];
    if (coding === 'br') return brotliDecompressSync(raw).toString('utf8');
    if (coding === 'gzip') return gunzipSync(raw).toString('utf8');
  } catch {
    return raw.toString('latin1');
  }
  return raw.toString('utf8');
}

/** Stack frames, SQL errors and driver names: none of them may ever reach a client. */
const LEAK = /\n\s+at .+:\d+:\d+|node_modules|SQLITE_|QueryFailedError|TypeORMError|SELECT .* FROM/;

/** The rules every answer keeps, whatever was asked. */
function expectSaneReply(reply: Reply, method: string): void {
  if (reply.status === 0) throw new Error(`no answer: ${reply.error}`);
  expect(reply.status).toBeLessThan(500);
  expect(reply.text).not.toMatch(LEAK);
  const type = String(reply.headers['content-type'] ?? '');
  if (reply.status >= 400 && method !== 'HEAD' && type.startsWith('application/json')) {
    // The one error shape.
    const body = JSON.parse(reply.text) as { statusCode?: unknown; message?: unknown };
    expect(body.statusCode).toBe(reply.status);
    expect(typeof body.message).toBe('string');
  }
  // Express's own error page (a <pre> with the error) would mean an error escaped the global filter.
  if (reply.status >= 400 && type.startsWith('text/html')) expect(reply.text).not.toMatch(/<pre>/);
}

function expectStatusIn(reply: Reply, statuses: number[]): void {
  if (!statuses.includes(reply.status)) {
    throw new Error(`expected ${statuses.join(' or ')}, got ${reply.status}: ${reply.text.slice(0, 300)}`);
  }
}

/** A 4xx the HTTP parser itself sends (bad request line, headers too big): no body, no JSON. */
function isHttpLayerRefusal(reply: Reply): boolean {
  return [400, 414, 431].includes(reply.status) && reply.headers['content-type'] === undefined;
}

// ---------------------------------------------------------------------------------------------------
// Stored data

type Row = {
  id: number;
  nombre: string;
  email: string;
  telefono: string;
  tipo_caso: string;
  mensaje: string;
  consent: number;
  processed: number;
};

const rowsOf = (running: RunningApp): Promise<Row[]> =>
  running.app
    .get(DataSource)
    .query(
      'SELECT id, nombre, email, telefono, tipo_caso, mensaje, consent, processed FROM contact_submissions ORDER BY id',
    );

/**
 * Whether two rows have the same columns holding the same values (Object.is, as toEqual compares them),
 * `except` one: when true, toEqual on them would pass too. A fast first check before toEqual, never instead.
 */
function sameRow(a: Row, b: Row, except?: keyof Row): boolean {
  const keys = Object.keys(a) as Array<keyof Row>;
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key === except || (key in b && Object.is(a[key], b[key])));
}

/** sameRow for whole tables, in order. */
function sameRows(a: Row[], b: Row[]): boolean {
  return a.length === b.length && a.every((row, index) => sameRow(row, b[index]));
}

/** A cheap summary that changes with any insert, delete or flag change. */
async function fingerprint(running: RunningApp): Promise<string> {
  const [row] = (await running.app
    .get(DataSource)
    .query(
      'SELECT count(*) AS n, max(id) AS last, total(processed) AS done, total(length(nombre || email || mensaje)) AS size FROM contact_submissions',
    )) as Array<Record<string, unknown>>;
  return JSON.stringify(row);
}

/**
 * Every stored value fits its declared column, counted in characters as PostgreSQL's varchar(n) does:
 * SQLite does not enforce lengths, so this is where a value that would fail on PostgreSQL shows up.
 */
async function expectColumnsFit(running: RunningApp): Promise<void> {
  const [row] = (await running.app.get(DataSource).query(
    `SELECT
       (SELECT count(*) FROM contact_submissions WHERE length(nombre) > 120 OR length(email) > 254
          OR length(telefono) > 30 OR length(tipo_caso) > 20) AS contacts,
       (SELECT count(*) FROM rate_limits WHERE length(bucket) > 191) AS limits,
       (SELECT count(*) FROM sessions WHERE length(id) > 128) AS sessions`,
  )) as Array<Record<string, number>>;
  expect(row).toEqual({ contacts: 0, limits: 0, sessions: 0 });
}

/** A stored row as the contract allows it to be: the rules of the DTO, after trimming and NFC. */
function expectRowKeepsTheRules(row: Row): void {
  const verdict = judgeContact({
    nombre: row.nombre,
    email: row.email,
    telefono: row.telefono,
    tipo_caso: row.tipo_caso,
    mensaje: row.mensaje,
    consent: row.consent === 1,
  });
  expect(verdict).toEqual({ kind: 'stored', row: expect.anything() });
  const stored = (verdict as Extract<ContactVerdict, { kind: 'stored' }>).row;
  expect(stored).toEqual(pickRow(row)); // already trimmed and normalised
}

const pickRow = (row: Row): ExpectedRow => ({
  nombre: row.nombre,
  email: row.email,
  telefono: row.telefono,
  tipo_caso: row.tipo_caso,
  mensaje: row.mensaje,
});

async function expectHealthy(client: Client): Promise<void> {
  const reply = await client.send({
    method: 'GET',
    path: '/api/health',
    headers: {},
    cookie: { kind: 'none' },
  });
  expect(reply.status).toBe(200);
}

/** Logs in and out once, for a cookie the server has seen and forgotten. */
async function staleCookie(running: RunningApp, client: Client): Promise<string> {
  const cookie = await login(running, FUZZ_STAFF);
  const reply = await client.send({
    method: 'GET',
    path: '/api/logout',
    headers: {},
    cookie: { kind: 'raw', value: cookie },
  });
  expect(reply.status).toBe(303);
  return cookie;
}

async function startApp(
  workspace: TestWorkspace,
  env: Record<string, string>,
): Promise<{ running: RunningApp; client: Client }> {
  const running = await workspace.start(env);
  return { running, client: await Client.start(running) };
}

// ---------------------------------------------------------------------------------------------------
// Property 1: POST /api/contact

/**
 * Sends contact requests and checks each against the oracle, keeping a model of the stored rows that is
 * compared with the table after the run. `limited`: the default 5/minute and 30/day limits are on.
 */
function contactProperty(getApp: () => { running: RunningApp; client: Client }, limited: boolean) {
  const model = new Map<number, ExpectedRow>();
  const tally = new Tally(`POST /api/contact (${limited ? 'limits on' : 'limits off'}): oracle -> status`);
  let accepted = 0;
  const property = fc.asyncProperty(anyContact, async (sample) => {
    const { running, client } = getApp();
    const before = await fingerprint(running);
    const reply = await client.send(sample.request);
    expectSaneReply(reply, 'POST');
    const verdict = sample.kind === 'clean' ? expectedContact(sample.json) : undefined;
    tally.add(`${verdict?.kind ?? 'messy'} -> ${reply.status}`);
    await expectHealthy(client);
    const body =
      reply.status === 201 ? (JSON.parse(reply.text) as { id: number; createdAt: string }) : undefined;

    if (verdict?.kind === 'too-large') expect(reply.status).toBe(413);
    if (verdict?.kind === 'malformed') expect(reply.status).toBe(400);
    if (verdict?.kind === 'too-deep') {
      expect(JSON.parse(reply.text)).toEqual({
        statusCode: 400,
        message: `JSON body is nested more than ${JSON_DEPTH_LIMIT} levels deep`,
      });
    }
    if (verdict?.kind === 'invalid') {
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.text)).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: expect.any(Object),
      });
    }
    if (verdict?.kind === 'decoy') expect(reply.status).toBe(201);
    if (verdict?.kind === 'stored') {
      // Under the limits the first five always pass; after that a 429 may come, and the day caps at 30.
      if (limited && accepted >= 5) expectStatusIn(reply, [201, 429]);
      else expect(reply.status).toBe(201);
    }
    if (reply.status === 429) {
      expect(limited).toBe(true);
      const retryAfter = Number(reply.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(reply.text)).toMatchObject({ statusCode: 429, retryAfter });
    }

    const after = await fingerprint(running);
    if (reply.status !== 201) {
      expect(after).toBe(before); // a refused request stores nothing
      return;
    }
    expect(body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(new Date(body!.createdAt).toISOString()).toBe(body!.createdAt);
    const [row] = (await running.app
      .get(DataSource)
      .query(
        'SELECT id, nombre, email, telefono, tipo_caso, mensaje, consent, processed FROM contact_submissions WHERE id = ?',
        [body!.id],
      )) as Row[];
    if (verdict?.kind === 'decoy' || (verdict === undefined && after === before)) {
      expect(after).toBe(before); // the honeypot stores nothing, whatever id it made up
      return;
    }
    expect(row).toBeDefined();
    expect(model.has(row.id)).toBe(false);
    expect(row.processed).toBe(0);
    expect(row.consent).toBe(1);
    if (verdict?.kind === 'stored') expect(pickRow(row)).toEqual(verdict.row);
    else expectRowKeepsTheRules(row);
    model.set(row.id, pickRow(row));
    accepted += 1;
    if (limited) expect(accepted).toBeLessThanOrEqual(30);
  });

  /** After the run: the table is exactly the model, and (under limits) only accepted requests were counted. */
  const verify = async () => {
    const { running } = getApp();
    tally.print();
    const rows = await rowsOf(running);
    expect(new Map(rows.map((row) => [row.id, pickRow(row)]))).toEqual(model);
    await expectColumnsFit(running);
    if (limited) {
      const [day] = (await running.app
        .get(DataSource)
        .query(`SELECT hits FROM rate_limits WHERE bucket LIKE 'contact:day:%'`)) as Array<{ hits: number }>;
      expect(day?.hits ?? 0).toBe(accepted);
    }
    return accepted;
  };
  return { property, verify };
}

type Expected = ContactVerdict | { kind: 'too-large' } | { kind: 'malformed' } | { kind: 'too-deep' };

/**
 * The outcome of a clean request: the size limit, then strict JSON (an object or array only), then the
 * nesting limit (before the honeypot), then the DTO.
 */
function expectedContact(json: string): Expected {
  if (Buffer.byteLength(json) > BODY_LIMIT) return { kind: 'too-large' };
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) return { kind: 'malformed' };
  if (jsonDepth(value) > JSON_DEPTH_LIMIT) return { kind: 'too-deep' };
  return judgeContact(value);
}

describe('fuzzing POST /api/contact', () => {
  const workspaces: TestWorkspace[] = [];
  let app: { running: RunningApp; client: Client } | undefined;

  /** Each run gets a fresh database, so its model starts from an empty table. */
  async function fresh(env: Record<string, string>) {
    if (app) {
      await app.client.close();
      await app.running.close();
    }
    const workspace = new TestWorkspace();
    workspaces.push(workspace);
    app = await startApp(workspace, env);
    return app;
  }

  afterAll(async () => {
    await app?.client.close();
    await app?.running.close();
    workspaces.forEach((workspace) => workspace.cleanup());
  });

  // Found by this fuzzer: validator's isEmail calls encodeURI, which throws on a lone surrogate (was a 500).
  it('a lone surrogate in email is a 400, not a 500', async () => {
    const { client } = await fresh({});
    const reply = await client.send({
      method: 'POST',
      path: '/api/contact',
      headers: { 'Content-Type': 'application/json' },
      cookie: { kind: 'none' },
      body: Buffer.from('{"email":"\\udfff@example.com"}'),
    });
    expect(reply.status).toBe(400);
  });

  // Found by this fuzzer: MaxLength did not count a variation selector that follows a character, so this
  // name passed as 120 characters and was stored as 240, which PostgreSQL's varchar(120) refuses.
  it('a name of 120 characters each followed by U+FE0F is refused or stored within 120 characters', async () => {
    const { running, client } = await fresh({});
    const reply = await client.send({
      method: 'POST',
      path: '/api/contact',
      headers: { 'Content-Type': 'application/json' },
      cookie: { kind: 'none' },
      body: Buffer.from(JSON.stringify({ ...contactRequest(), nombre: 'a\ufe0f'.repeat(120) })),
    });
    expect(reply.status).toBe(400);
    await expectColumnsFit(running);
  });

  // Found by this fuzzer: the honeypot middleware checked only application/json, but the endpoint also
  // takes application/*+json, so a filled honeypot was stored.
  it('a filled honeypot sent as application/vnd.api+json is answered 201 and not stored', async () => {
    const { running, client } = await fresh({});
    const reply = await client.send({
      method: 'POST',
      path: '/api/contact',
      headers: { 'Content-Type': 'application/vnd.api+json' },
      cookie: { kind: 'none' },
      body: Buffer.from(JSON.stringify({ ...contactRequest(), website: 'http://spam.example' })),
    });
    expect(reply.status).toBe(201);
    expect(await rowsOf(running)).toEqual([]);
  });

  it(
    'under the default rate limits: never a 5xx, 201 only for valid bodies, 429 past the limit, nothing stored on refusal',
    async () => {
      const started = await fresh({ CONTACT_RATE_LIMIT_PER_MINUTE: '5', CONTACT_RATE_LIMIT_PER_DAY: '30' });
      const { property, verify } = contactProperty(() => started, true);
      await fc.assert(property, { numRuns: runs(400) });
      expect(await verify()).toBeGreaterThanOrEqual(5);
    },
    TIMEOUT,
  );

  it(
    'with the limits off: every valid body is stored exactly as the contract normalises it',
    async () => {
      const started = await fresh({});
      const { property, verify } = contactProperty(() => started, false);
      await fc.assert(property, { numRuns: runs(1000) });
      expect(await verify()).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------------
// Properties 2-4 share one app: a signed-in staff user, 200 seeded rows, X-Forwarded-For believed from
// loopback (so that header reaches the rate limiter), and a log-in limit no fuzzer reaches.

/**
 * How the contact table may change under one request: at most one new row (from a 201 to a POST), at
 * most one row turning processed (from a 200 to a PATCH with the staff session), or at most one row
 * deleted (from a 204 to a DELETE with the staff session); nothing else, ever.
 */
function expectAllowedChange(before: Row[], after: Row[], request: FuzzRequest, reply: Reply): void {
  const old = new Map(before.map((row) => [row.id, row]));
  const added = after.filter((row) => !old.has(row.id));
  const kept = after.filter((row) => old.has(row.id));
  const deleted = before.length - kept.length;
  if (deleted > 0) {
    expect([request.method, reply.status, request.cookie.kind, deleted]).toEqual([
      'DELETE',
      204,
      'session',
      1,
    ]);
  }
  const flipped = kept.filter((row) => row.processed !== old.get(row.id)!.processed);
  for (const row of kept) {
    const was = old.get(row.id)!;
    // Only `processed` may change. The check toEqual makes, made without it first (hundreds of rows a
    // request, thousands of requests); toEqual decides, and reports, whenever the cheap one sees a difference.
    if (!sameRow(row, was, 'processed')) expect({ ...row, processed: 0 }).toEqual({ ...was, processed: 0 });
  }
  for (const row of flipped) expect(row.processed).toBe(1);
  if (added.length > 0) {
    expect([request.method, reply.status, added.length]).toEqual(['POST', 201, 1]);
    expectRowKeepsTheRules(added[0]);
  }
  if (flipped.length > 0) {
    expect([request.method, reply.status, request.cookie.kind, flipped.length]).toEqual([
      'PATCH',
      200,
      'session',
      1,
    ]);
    expect(JSON.parse(reply.text)).toMatchObject({ id: flipped[0].id, processed: true });
  }
}

describe('fuzzing every endpoint', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let client: Client;
  let seeded = 0;

  /** A working staff session for the next request (a fuzzed log-out or log-in may have ended it). */
  async function ensureSession(): Promise<void> {
    const probe = await client.send({
      method: 'GET',
      path: '/api/auth/user',
      headers: {},
      cookie: { kind: 'session' },
    });
    if (probe.status !== 200) client.session = await login(running, FUZZ_STAFF);
  }

  beforeAll(async () => {
    ({ running, client } = await startApp(workspace, {
      TRUST_PROXY: 'loopback',
      LOGIN_MAX_FAILURES: '1000000',
    }));
    await addStaff(running, FUZZ_STAFF);
    client.session = await login(running, FUZZ_STAFF);
    client.stale = await staleCookie(running, client);
    const now = Date.now();
    const rows = Array.from({ length: 200 }, (_, i) => ({
      ...submissionRow(i, new Date(now - i * 3_600_000), i % 7 === 0),
      email: `${SEED_MARK}${i}@example.com`,
    }));
    await running.app.get(DataSource).getRepository(ContactSubmission).insert(rows);
    seeded = (await rowsOf(running)).length;
  }, TIMEOUT);

  afterAll(async () => {
    await client.close();
    await running.close();
    workspace.cleanup();
  });

  // Found by this fuzzer: serve-static (Swagger UI's files) passes a 416 or 412 http-error to next(), and
  // the global filter answered 500 for anything that was not an HttpException.
  it.each([
    ['Range', 'bytes=5-1', 416],
    ['If-Match', '"nope"', 412],
  ])('GET /api/docs/swagger-ui.css with %s: %s is a %d, not a 500', async (name, value, status) => {
    const reply = await client.send({
      method: 'GET',
      path: '/api/docs/swagger-ui.css',
      headers: { [name]: value },
      cookie: { kind: 'none' },
    });
    expect(reply.status).toBe(status);
  });

  it(
    'any method, path and headers, with or without a session: never a 5xx, no leak, only allowed changes',
    async () => {
      const tally = new Tally('any request: where -> status');
      await fc.assert(
        fc.asyncProperty(anyRequest, async (request) => {
          const before = await rowsOf(running);
          const reply = await client.send(request);
          expectSaneReply(reply, request.method);
          const refuse = mustRefuseCrossSite(request.method, request.headers, client.hostOrigin);
          const where = request.path.toLowerCase().startsWith('/api') ? 'api' : 'site';
          tally.add(`${where}${refuse ? ' cross-site' : ''} ${request.cookie.kind} -> ${reply.status}`);
          if (refuse && !isHttpLayerRefusal(reply)) expect(reply.status).toBe(403);
          if (request.cookie.kind !== 'session') {
            // Without the staff session, nothing stored and nobody's account shows.
            expect(reply.text).not.toContain(SEED_MARK);
            expect(reply.text).not.toContain(FUZZ_STAFF.email);
          }
          expectAllowedChange(before, await rowsOf(running), request, reply);
          await expectHealthy(client);
          if (request.cookie.kind === 'session') await ensureSession();
        }),
        { numRuns: runs(1500) },
      );
      tally.print();
      await expectColumnsFit(running);
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/contacts/{id}/processed with any id: only an existing id with the session changes that one row',
    async () => {
      const tally = new Tally('PATCH processed: id, cookie -> status');
      await ensureSession();
      await fc.assert(
        fc.asyncProperty(patchRequest(seeded), async (sample) => {
          const request: FuzzRequest = {
            method: sample.method,
            path: wirePath(sample.prefix + sample.id + sample.suffix),
            headers: {
              ...sample.provenance,
              ...(sample.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            cookie: sample.cookie,
            body: sample.body === undefined ? undefined : Buffer.from(sample.body),
          };
          const before = await rowsOf(running);
          const reply = await client.send(request);
          expectSaneReply(reply, request.method);
          const after = await rowsOf(running);

          const id = judgeId(sample.id);
          const signedIn = sample.cookie.kind === 'session';
          let expected: number[];
          if (mustRefuseCrossSite(sample.method, sample.provenance, client.hostOrigin)) expected = [403];
          // strict JSON: only an object or array parses, and bodies are parsed before any routing.
          else if (sample.body === '{' || sample.body === 'null') expected = [400];
          else if (id.kind === 'undecodable') expected = [400];
          else if (sample.method !== 'PATCH' || id.kind === 'route-miss') expected = [404];
          else if (!signedIn) expected = [401];
          else if (id.kind === 'bad') expected = [400];
          else expected = [before.some((row) => row.id === id.id) ? 200 : 404];
          tally.add(`${sample.method} ${id.kind} ${sample.cookie.kind} -> ${reply.status}`);
          expectStatusIn(reply, expected);

          // toEqual decides, and reports, whenever the cheap check (sameRows) sees a difference.
          if (reply.status === 200 && id.kind === 'id') {
            const want = before.map((row) => (row.id === id.id ? { ...row, processed: 1 } : row));
            if (!sameRows(after, want)) expect(after).toEqual(want);
            expect(JSON.parse(reply.text)).toMatchObject({ id: id.id, processed: true });
          } else if (!sameRows(after, before)) {
            expect(after).toEqual(before);
          }
          await expectHealthy(client);
          if (signedIn) await ensureSession();
        }),
        { numRuns: runs(800) },
      );
      tally.print();
    },
    TIMEOUT,
  );

  it(
    'POST /api/login with malformed forms (repeats, brackets, missing fields, huge values): 4xx, never a session',
    async () => {
      const tally = new Tally('malformed log-in forms: status');
      await fc.assert(
        fc.asyncProperty(
          loginForm.filter((form) => !mayCheckPassword(form)),
          async (form) => {
            const reply = await client.send(loginRequest(form));
            expectSaneReply(reply, 'POST');
            tally.add(String(reply.status));
            expectStatusIn(reply, [400, 401, 413, 415]);
            expect(reply.headers['set-cookie']).toBeUndefined();
            await expectHealthy(client);
          },
        ),
        { numRuns: runs(600) },
      );
      tally.print();
      await expectColumnsFit(running);
    },
    TIMEOUT,
  );

  // Found while fuzzing X-Forwarded-For: behind a trusted proxy that passes the client's header on, req.ip
  // is whatever the client wrote; it became a rate-limit key longer than rate_limits.bucket's varchar(191),
  // a 500 on PostgreSQL for every failed log-in from that "address". Last in this block: it leaves a row.
  it('an address of 300 characters from a trusted proxy keeps rate-limit keys within their column', async () => {
    await client.send({
      method: 'POST',
      path: '/api/login',
      headers: { 'X-Forwarded-For': 'x'.repeat(300), 'Content-Type': 'application/x-www-form-urlencoded' },
      cookie: { kind: 'none' },
      body: Buffer.from('email=a%40b.co&password=x'),
    });
    await expectColumnsFit(running);
  });
});

function loginRequest(form: LoginForm): FuzzRequest {
  return {
    method: 'POST',
    path: '/api/login',
    headers: form.contentType === undefined ? {} : { 'Content-Type': form.contentType },
    cookie: { kind: 'none' },
    body: Buffer.from(formText(form), 'utf8'),
  };
}

// ---------------------------------------------------------------------------------------------------
// Property 4: the real log-in limit (LOGIN_MAX_FAILURES=10), from one address

describe('fuzzing POST /api/login under the default lock-out', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let client: Client;

  beforeAll(async () => {
    ({ running, client } = await startApp(workspace, {}));
    await addStaff(running);
  }, TIMEOUT);

  afterAll(async () => {
    await client.close();
    await running.close();
    workspace.cleanup();
  });

  it(
    'any form: 303 only for the right password before the lock, 401 per failure, 429 from the tenth on',
    async () => {
      // Every 401 is a failure counted against 127.0.0.1, and at 10 the address is locked: a success clears
      // only the account's count, so the address lock alone decides, and the model is exact.
      let failures = 0;
      const tally = new Tally('log-in forms under the lock-out: form -> status');
      await fc.assert(
        fc.asyncProperty(loginForm, async (form) => {
          const reply = await client.send(loginRequest(form));
          expectSaneReply(reply, 'POST');
          const locked = failures >= 10;
          const credentials = plainCredentials(form);
          const shape = credentials ? (isStaffLogin(credentials) ? 'staff' : 'plain') : 'messy';
          tally.add(`${locked ? 'locked' : 'open'} ${shape} -> ${reply.status}`);
          if (credentials) expect(reply.status).toBe(locked ? 429 : isStaffLogin(credentials) ? 303 : 401);
          else expectStatusIn(reply, [303, 400, 401, 413, 415, 429]);
          if ([303, 401, 429].includes(reply.status)) expect(reply.status === 429).toBe(locked);
          if (reply.status === 303) {
            expect(formText(form)).toContain(STAFF.password); // never signed in without it
            expect(reply.headers.location).toBe('/admin');
            const cookie = reply.headers['set-cookie']![0].split(';')[0];
            const user = await client.send({
              method: 'GET',
              path: '/api/auth/user',
              headers: {},
              cookie: { kind: 'raw', value: cookie },
            });
            expect(JSON.parse(user.text)).toEqual({
              id: expect.any(Number),
              email: STAFF.email,
              locale: null,
            });
          } else {
            expect(reply.headers['set-cookie']).toBeUndefined();
          }
          if (reply.status === 401) failures += 1;
          if (reply.status === 429) expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
          await expectHealthy(client);
        }),
        { numRuns: runs(400) },
      );
      tally.print();
      expect(failures).toBe(10);
    },
    TIMEOUT,
  );
});
