import {
  createServer,
  type IncomingHttpHeaders,
  IncomingMessage,
  request as httpRequest,
  type Server,
} from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { DataSource } from 'typeorm';
import { bootstrap, type RunningApp } from '../src/app';
import { AppLogger } from '../src/common/app-logger';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { ContactsService } from '../src/contacts/contacts.service';
import { Notification } from '../src/notifications/notification.entity';
import { contactRequest } from './factories';
import { ENGINE, TestWorkspace } from './harness';

interface Sent {
  headers?: Record<string, string>;
  /** Sent as it is (a string as UTF-8); an object is sent as its JSON. */
  body?: string | Buffer | object;
}

interface Answer {
  status: number;
  /** Every header as sent, names in the case and order they came in. */
  raw: string[];
  headers: IncomingHttpHeaders;
  body: string;
}

/** One POST /api/contact written as given (Content-Length from the body unless named), read raw. */
function post(url: string, { headers = {}, body = '' }: Sent): Promise<Answer> {
  const bytes = Buffer.isBuffer(body)
    ? body
    : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
  return new Promise((done, fail) => {
    const req = httpRequest(
      `${url}/api/contact`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            raw: res.rawHeaders,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(bytes);
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The answer as it must be equal both ways: every header in order but the clock and the request id. */
function comparable({ status, raw, body }: Answer) {
  const headers: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (name === 'date') continue;
    // A new id each time, unless the client sent one fit to keep.
    const fresh = name === 'x-request-id' && /^[0-9a-f]{8}-[0-9a-f-]{27}$/.test(raw[i + 1]);
    headers.push(raw[i], fresh ? '<id>' : raw[i + 1]);
  }
  let text = body;
  if (status === 201) {
    const created = JSON.parse(body) as { id: number; createdAt: string };
    expect(Object.keys(created)).toEqual(['id', 'createdAt']);
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    // The length depends on the id's digits: ids are compared with the rows they name.
    text = '<created>';
    headers.splice(headers.indexOf('Content-Length') + 1, 1, '<length>');
  }
  return { status, headers, body: text };
}

/** The request log lines written so far, parsed. */
let logged: Array<Record<string, unknown>> = [];

/** The request line logged for an answer (lines are written just after it): all but the time and duration. */
async function logLineOf(answer: Answer) {
  const until = Date.now() + 2000;
  let line: Record<string, unknown> | undefined;
  while (!(line = logged.find((entry) => entry.id === answer.headers['x-request-id'])) && Date.now() < until)
    await new Promise((done) => setTimeout(done, 5));
  expect(line).toBeDefined();
  const { time, ms, id: _id, ...rest } = line!;
  expect(typeof time).toBe('string');
  expect(typeof ms).toBe('number');
  expect(rest.bytes).toBe(Number(answer.headers['content-length']));
  // As in comparable(): a 201's length depends on the id's digits.
  return answer.status === 201 ? { ...rest, bytes: '<length>' } : rest;
}

/** The same server's app two ways: its own http server (fast path first) and Express alone (Nest). */
function useServers(env: Record<string, string> = {}) {
  const workspace = new TestWorkspace();
  const servers = {} as {
    running: RunningApp;
    fast: string;
    slow: string;
    slowServer: Server;
    /** For each answer of the fast server, whether Express saw its request. */
    viaExpress: boolean[];
  };
  let stdout: jest.SpyInstance;
  beforeAll(async () => {
    logged = [];
    // The production logger (JSON lines), read back from stdout.
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      for (const line of text.split('\n')) {
        const entry = line.startsWith('{') ? (JSON.parse(line) as Record<string, unknown>) : undefined;
        if (entry?.msg === 'request') logged.push(entry);
      }
      return true;
    });
    servers.running = await bootstrap({
      config: workspace.config(env),
      logger: new AppLogger({ logLevels: ['log', 'warn', 'error'], json: true }),
    });
    const fastServer = servers.running.app.getHttpServer() as Server;
    servers.viaExpress = [];
    // After the fast path's listener: Express gives every request it handles its own prototype.
    fastServer.on('request', (req: IncomingMessage, res) =>
      res.once('close', () =>
        servers.viaExpress.push(Object.getPrototypeOf(req) !== IncomingMessage.prototype),
      ),
    );
    servers.fast = await listen(fastServer);
    servers.slowServer = createServer(
      servers.running.app.getHttpAdapter().getInstance() as Parameters<typeof createServer>[1],
    );
    servers.slow = await listen(servers.slowServer);
  });
  afterAll(async () => {
    await new Promise((done) => servers.slowServer.close(done));
    await servers.running.close();
    stdout.mockRestore();
    workspace.cleanup();
  });
  return servers;
}

const VALID = contactRequest();

describe(`POST /api/contact before Express answers as Nest does (${ENGINE})`, () => {
  const servers = useServers();
  const dataSource = () => servers.running.app.get(DataSource);

  /** What was stored under an id, but the id and the times: the request and its outbox rows. */
  async function storedUnder(id: number) {
    const row = await dataSource().getRepository(ContactSubmission).findOneByOrFail({ id });
    const { id: _id, createdAt, consentAt, answerBy, ...fields } = row;
    expect(consentAt).toEqual(createdAt);
    // The answer-by time follows the arrival: in business hours, a millisecond later is due a millisecond later.
    expect(answerBy).toEqual(servers.running.app.get(ContactsService).answerBy(createdAt));
    const outbox = await dataSource()
      .getRepository(Notification)
      .find({ where: { submissionId: id }, order: { id: 'ASC' } });
    return { fields, outbox: outbox.map(({ kind, channel }) => ({ kind, channel })) };
  }

  const count = () => dataSource().getRepository(ContactSubmission).count();

  /** Sends `sent` the fast way, then the long way; checks the answers and what each stored are the same. */
  async function both(sent: Sent, expected: { status: number; fast: boolean }) {
    const before = await count();
    servers.viaExpress.length = 0;
    const quick = await post(servers.fast, sent);
    const storedByQuick = (await count()) - before;
    const long = await post(servers.slow, sent);
    const storedByLong = (await count()) - before - storedByQuick;
    expect({ status: quick.status, body: quick.body }).toEqual({
      status: expected.status,
      body: expect.any(String) as string,
    });
    expect(comparable(quick)).toEqual(comparable(long));
    expect(await logLineOf(quick)).toEqual(await logLineOf(long));
    expect(storedByQuick).toBe(storedByLong);
    expect(servers.viaExpress).toEqual([!expected.fast]);
    if (quick.status === 201 && storedByQuick === 1) {
      const a = JSON.parse(quick.body) as { id: number };
      const b = JSON.parse(long.body) as { id: number };
      expect(a.id).not.toBe(b.id);
      expect(await storedUnder(a.id)).toEqual(await storedUnder(b.id));
    }
    return { quick, long };
  }

  it('stores a valid request the same way and answers it with the same headers, without Express', async () => {
    const { quick } = await both({ body: VALID }, { status: 201, fast: true });
    expect(quick.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'self'") as string,
    });
  });

  it.each<[string, Sent]>([
    ['charset=utf-8', { headers: { 'content-type': 'application/json; charset=utf-8' }, body: VALID }],
    ['the site as Origin', { headers: { origin: 'http://localhost:3000' }, body: VALID }],
    ['Sec-Fetch-Site same-origin', { headers: { 'sec-fetch-site': 'same-origin' }, body: VALID }],
    ['Sec-Fetch-Site none', { headers: { 'sec-fetch-site': 'none' }, body: VALID }],
    ['English, policy 1.0', { body: { ...VALID, idioma: 'en', version_politica: '1.0' } }],
    [
      'text to normalise',
      {
        body: {
          ...VALID,
          nombre: '  Ana  María\u0301 ',
          email: ' Ana.Lopez@EXAMPLE.com ',
          telefono: ' +57 300 123 4567 ',
          mensaje: '  Línea uno\r\nlínea dos  con\tespacios  ',
        },
      },
    ],
    ['a duplicated key, the valid value last', { body: `{"nombre":"x",${JSON.stringify(VALID).slice(1)}` }],
    ['white space around the JSON', { body: `\n\t ${JSON.stringify(VALID)} \r\n` }],
    ['an X-Request-Id of its own', { headers: { 'x-request-id': 'abc-123' }, body: VALID }],
  ])('valid, %s: the same answer and row, without Express', async (_name, sent) => {
    await both(sent, { status: 201, fast: true });
  });

  const invalid: Array<[string, Record<string, unknown>]> = [
    ['nombre too short', { nombre: 'A' }],
    ['nombre a number', { nombre: 42 }],
    ['email', { email: 'no-es-un-correo' }],
    ['telefono', { telefono: '12' }],
    ['tipo_caso', { tipo_caso: 'civil' }],
    ['mensaje', { mensaje: 'corto' }],
    ['consent false', { consent: false }],
    ['consent "true"', { consent: 'true' }],
    ['a missing field', { mensaje: undefined }],
    ['an unknown field', { extra: 1 }],
    ['idioma unknown', { idioma: 'fr' }],
    ['version_politica unknown', { version_politica: '9.9' }],
    ['a nested object', { nombre: { first: 'Ana' } }],
    ['the honeypot filled', { website: 'http://spam.example' }],
    ['the honeypot empty', { website: '' }],
  ];
  it.each(invalid)('%s: handed to Nest, the same answer', async (_name, change) => {
    const { quick } = await both(
      { body: { ...VALID, ...change } },
      { status: change.website !== undefined ? 201 : 400, fast: false },
    );
    if (change.website === 'http://spam.example') expect(await count()).toBeGreaterThan(0);
    expect(quick.status).not.toBe(500);
  });

  it.each<[string, Sent, number]>([
    ['malformed JSON', { body: '{"nombre": "Ana"' }, 400],
    ['JSON null', { body: 'null' }, 400],
    ['a JSON array', { body: [VALID] }, 400],
    ['a JSON string', { body: '"hola"' }, 400],
    ['a byte-order mark', { body: `\uFEFF${JSON.stringify(VALID)}` }, 201],
    [
      'invalid UTF-8',
      { body: Buffer.concat([Buffer.from('{"nombre":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]) },
      400,
    ],
    ['an empty body', { body: '' }, 400],
    // Nest lets these two through (null is "not sent"; class-transformer skips __proto__): the fast path leaves
    // them to it.
    ['idioma null', { body: { ...VALID, idioma: null } }, 201],
    ['__proto__ as a key', { body: `{"__proto__":{"x":1},${JSON.stringify(VALID).slice(1)}` }, 201],
    [
      'a duplicated key, the invalid value last',
      { body: `${JSON.stringify(VALID).slice(0, -1)},"nombre":"x"}` },
      400,
    ],
    [
      'nested deeper than the limit',
      { body: { ...VALID, nombre: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown } },
      400,
    ],
    ['over 16 KB', { body: `${JSON.stringify(VALID)}${' '.repeat(16 * 1024)}` }, 413],
    ['text/plain', { headers: { 'content-type': 'text/plain' }, body: VALID }, 415],
    ['a form type', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: VALID }, 415],
    ['application/*+json', { headers: { 'content-type': 'application/vnd.api+json' }, body: VALID }, 201],
    [
      'another charset',
      { headers: { 'content-type': 'application/json; charset=utf-16' }, body: VALID },
      400,
    ],
    ['gzip coding', { headers: { 'content-encoding': 'gzip' }, body: VALID }, 400],
    ['a cross-site Sec-Fetch-Site', { headers: { 'sec-fetch-site': 'cross-site' }, body: VALID }, 403],
    ['another Origin', { headers: { origin: 'https://evil.example' }, body: VALID }, 403],
    ['a malformed Idempotency-Key', { headers: { 'idempotency-key': 'short' }, body: VALID }, 400],
  ])('%s: handed to Nest, the same answer', async (_name, sent, status) => {
    const { quick } = await both(sent, { status: expect.any(Number) as number, fast: false });
    expect(quick.status).toBe(status);
  });

  it('a client gone before the whole body came: the same log line, nothing stored', async () => {
    /** Sends the headers and part of the body, leaves, and returns the request line logged for it. */
    const leave = async (url: string, server: Server) => {
      const before = logged.length;
      const { port } = new URL(url);
      await new Promise<void>((done, fail) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          // Gone once the server has the request and has begun on its body.
          server.once('request', () => setTimeout(() => socket.destroy(), 20));
          socket.write(
            'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
              'Content-Length: 200\r\n\r\n{"nombre":"Ana',
          );
          socket.once('close', () => done());
        });
        socket.once('error', fail);
      });
      const until = Date.now() + 2000;
      while (logged.length === before && Date.now() < until) await new Promise((done) => setTimeout(done, 5));
      expect(logged.length).toBe(before + 1);
      const { time: _time, ms: _ms, id, ...line } = logged[before];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      return line;
    };
    const before = await count();
    servers.viaExpress.length = 0;
    const quick = await leave(servers.fast, servers.running.app.getHttpServer() as Server);
    const long = await leave(servers.slow, servers.slowServer);
    expect(quick).toEqual(long);
    expect(quick).toMatchObject({ status: 400, aborted: true });
    expect(servers.viaExpress).toEqual([false]);
    expect(await count()).toBe(before);
  });

  it('an Idempotency-Key: stored once whichever way comes first, the same id both ways; reused for other details, 422', async () => {
    for (const [first, second] of [
      [servers.fast, servers.slow],
      [servers.slow, servers.fast],
    ]) {
      const key = `key-${first === servers.fast ? 'fast' : 'slow'}-0123456789`;
      const sent = { headers: { 'idempotency-key': key }, body: VALID };
      const before = await count();
      const a = await post(first, sent);
      const b = await post(second, sent);
      expect(a.status).toBe(201);
      expect(comparable(a)).toEqual(comparable(b));
      expect(a.body).toBe(b.body);
      expect(await count()).toBe(before + 1);
      const other = {
        headers: { 'idempotency-key': key },
        body: { ...VALID, mensaje: `${VALID.mensaje} (otro)` },
      };
      const c = await both(other, { status: 422, fast: true });
      expect(JSON.parse(c.quick.body)).toEqual({ statusCode: 422, message: expect.any(String) as string });
    }
  });
});

describe(`POST /api/contact before Express: the rate limit (${ENGINE})`, () => {
  const servers = useServers({ CONTACT_RATE_LIMIT_PER_MINUTE: '2', CONTACT_RATE_LIMIT_PER_DAY: '0' });

  it('counts fast answers against the limit and refuses over it with the same 429 and Retry-After', async () => {
    for (let i = 0; i < 2; i++) expect((await post(servers.fast, { body: VALID })).status).toBe(201);
    servers.viaExpress.length = 0;
    const quick = await post(servers.fast, { body: VALID });
    const long = await post(servers.slow, { body: VALID });
    expect(quick.status).toBe(429);
    expect(quick.headers['retry-after']).toMatch(/^\d+$/);
    expect(comparable(quick)).toEqual(comparable(long));
    expect(await logLineOf(quick)).toEqual(await logLineOf(long));
    expect(servers.viaExpress).toEqual([false]);
  });
});
