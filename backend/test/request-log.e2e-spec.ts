import { createServer, type RequestListener } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import request from 'supertest';
import { bootstrap, type RunningApp } from '../src/app';
import { type AppLogger, createAppLogger } from '../src/common/app-logger';
import { MAX_LOGGED_PATH, UNTRUSTED_PROXY_WARNING } from '../src/common/request-log';
import { ContactsService } from '../src/contacts/contacts.service';
import { contactRequest } from './factories';
import { http, rawRequest, SITE, TestWorkspace } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Values a request carries that must never reach a log line. */
const MARKERS = {
  body: 'Mensaje-confidencial-9d2f7',
  query: 'cedula-1017234567',
  cookie: 'galleta-b81c4e',
  authorization: 'token-portador-55aa1',
};

/** Everything written to stdout while `work` runs, once `lines` request lines have come (they follow the answer). */
async function stdoutDuring(work: () => Promise<unknown>, requests = 0): Promise<string> {
  let text = '';
  const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  });
  try {
    await work();
    // A request is logged when its response closes, which may be just after the client has the answer.
    const until = Date.now() + 2000;
    while ((text.match(/"msg":"request"|\[HTTP\]/g) ?? []).length < requests && Date.now() < until) {
      await new Promise((done) => setTimeout(done, 5));
    }
  } finally {
    out.mockRestore();
  }
  return text;
}

interface Line {
  time: string;
  level: string;
  msg: string;
  context?: string;
  [field: string]: unknown;
}

/** Every line parsed as JSON: one object per line, or the test fails. */
function jsonLines(text: string): Line[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Line);
}

const requestLines = (text: string) => jsonLines(text).filter((line) => line.msg === 'request');

interface Started {
  running: RunningApp;
  logger: AppLogger | false;
  /** What it wrote while starting. */
  startup: string;
}

/** bootstrap() with the logger server.ts gives it. */
async function start(workspace: TestWorkspace, env: Record<string, string>): Promise<Started> {
  const config = workspace.config(env);
  const logger = createAppLogger(config);
  let running: RunningApp | undefined;
  const startup = await stdoutDuring(async () => {
    running = await bootstrap({ config, logger });
  });
  return { running: running!, logger, startup };
}

describe('request logs', () => {
  const workspace = new TestWorkspace();
  let production: Started;
  let development: Started;

  beforeAll(async () => {
    production = await start(workspace, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://abogados.example.co',
    });
    development = await start(workspace, { NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await production.running.close();
    await development.running.close();
    workspace.cleanup();
  });

  it('production: one JSON line per request, with its fields and the id the response carries', async () => {
    const responses: request.Response[] = [];
    const log = await stdoutDuring(async () => {
      responses.push(await request(http(production.running)).get('/').expect(200));
      responses.push(
        await request(http(production.running))
          .post('/api/contact')
          .send(contactRequest({ mensaje: `Hola, ${MARKERS.body} sobre mi caso.` }))
          .expect(201),
      );
      responses.push(
        await request(http(production.running))
          .get(`/api/health?email=ana%40example.co&doc=${MARKERS.query}`)
          .set('Cookie', `__Host-sid=${MARKERS.cookie}`)
          .set('Authorization', `Bearer ${MARKERS.authorization}`)
          .expect(200),
      );
    }, 3);

    const lines = requestLines(log);
    expect(lines.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['GET', '/', 200],
      ['POST', '/api/contact', 201],
      ['GET', '/api/health', 200],
    ]);
    lines.forEach((line, index) => {
      const response = responses[index];
      expect(Object.keys(line)).toEqual([
        'time',
        'level',
        'msg',
        'method',
        'path',
        'status',
        'ms',
        'id',
        'bytes',
      ]);
      expect(new Date(line.time).toISOString()).toBe(line.time);
      expect(line.level).toBe('info');
      expect(line.id).toMatch(UUID);
      expect(line.id).toBe(response.headers['x-request-id']);
      expect(line.bytes).toBe(Number(response.headers['content-length']));
      expect(typeof line.ms).toBe('number');
      expect(line.ms).toBeGreaterThanOrEqual(0);
      expect(Math.round((line.ms as number) * 10)).toBeCloseTo((line.ms as number) * 10, 6);
    });
    expect(new Set(lines.map((line) => line.id)).size).toBe(3);

    for (const secret of [...Object.values(MARKERS), 'ana%40example.co', 'email=', '?', 'Bearer', 'sid=']) {
      expect(log).not.toContain(secret);
    }
    // No client address: personal data.
    expect(log).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
  });

  it('reuses a safe incoming X-Request-Id and replaces an unsafe one', async () => {
    const answers: string[] = [];
    const log = await stdoutDuring(async () => {
      for (const incoming of ['client-id_1.2', '<script>', 'has space', 'a'.repeat(65)]) {
        const response = await request(http(production.running))
          .get('/api/health')
          .set('X-Request-Id', incoming);
        answers.push(response.headers['x-request-id']);
      }
    }, 4);
    expect(answers[0]).toBe('client-id_1.2');
    for (const replaced of answers.slice(1)) expect(replaced).toMatch(UUID);
    expect(requestLines(log).map((line) => line.id)).toEqual(answers);
    expect(log).not.toContain('<script>');
  });

  it.each<[string, (agent: ReturnType<typeof request>) => request.Test, number]>([
    ['a page', (agent) => agent.get('/en'), 200],
    ['a static asset', (agent) => agent.get(`/${SITE.assets.both}`), 200],
    ['a redirect', (agent) => agent.get('/Servicios/'), 301],
    ['a not-found page', (agent) => agent.get('/no-existe'), 404],
    ['an unknown API path', (agent) => agent.get('/api/nada'), 404],
    ['an API error', (agent) => agent.get('/api/contacts'), 401],
    ['a refused content type', (agent) => agent.post('/api/contact').type('text/plain').send('hola'), 415],
    ['a body too large', (agent) => agent.post('/api/contact').send({ mensaje: 'x'.repeat(20_000) }), 413],
    [
      'a cross-site post',
      (agent) => agent.post('/api/contact').set('Sec-Fetch-Site', 'cross-site').send(contactRequest()),
      403,
    ],
    ['the API document', (agent) => agent.get('/api/docs-json'), 200],
  ])('%s carries an X-Request-Id and is logged under it', async (_kind, send, status) => {
    let response: request.Response | undefined;
    const log = await stdoutDuring(async () => {
      response = await send(request(http(production.running))).expect(status);
    }, 1);
    const [line] = requestLines(log);
    expect(response!.headers['x-request-id']).toMatch(UUID);
    expect(line).toMatchObject({ status, id: response!.headers['x-request-id'] });
  });

  it('a client gone before the whole body came: logged as the 400 it was given, aborted, nothing stored', async () => {
    const stored = async () => (await production.running.app.get(ContactsService).list()).length;
    const before = await stored();
    const server = createServer(production.running.app.getHttpAdapter().getInstance() as RequestListener);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const log = await stdoutDuring(
        () =>
          new Promise<void>((done, fail) => {
            const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => {
              // Gone once the server has the request and has begun on its body.
              server.once('request', () => setTimeout(() => socket.destroy(), 20));
              socket.write(
                'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
                  'Content-Length: 200\r\n\r\n{"nombre":"Ana',
              );
              socket.once('close', () => done());
            });
            socket.once('error', fail);
          }),
        1,
      );
      const lines = requestLines(log);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ method: 'POST', path: '/api/contact', status: 400, aborted: true });
      expect(lines[0].id).toMatch(UUID);
    } finally {
      await new Promise((done) => server.close(done));
    }
    expect(await stored()).toBe(before);
  });

  it('cuts the path and keeps it inside its JSON string, so a URL cannot forge or flood a line', async () => {
    // Node lets only printable ASCII into a URL (control characters are escaped too, see request-log.spec.ts):
    // quotes, backslashes and encoded line breaks are what a forger has.
    const path = `/x"}\\{"msg":"forged%0A%0D${'a'.repeat(300)}`;
    let status = 0;
    const log = await stdoutDuring(async () => {
      status = (await rawRequest(production.running, `${path}?doc=${MARKERS.query}`)).status;
    }, 1);
    expect(log.split('\n')).toHaveLength(2);
    const [line] = requestLines(log);
    expect(line).toMatchObject({ msg: 'request', status, path: `${path.slice(0, MAX_LOGGED_PATH)}…` });
    expect(log).not.toContain(MARKERS.query);
  });

  it("production: the app's lines are JSON too, message escaped as SafeLogger does", async () => {
    expect(jsonLines(production.startup).length).toBeGreaterThan(3);
    expect(jsonLines(production.startup)[0]).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'Starting Nest application...',
      context: 'NestFactory',
    });
    const log = await stdoutDuring(async () => {
      (production.logger as AppLogger).log('first line\n[Nest] 1  - ERROR forged line\u2028', 'Probe');
      (production.logger as AppLogger).warn({ detail: 'an object\u0085' }, 'Probe');
    });
    expect(log.split('\n')).toHaveLength(3);
    expect(log).not.toMatch(/[\u0085\u2028]/);
    expect(jsonLines(log)).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        msg: 'first line\\u000a[Nest] 1  - ERROR forged line\\u2028',
        context: 'Probe',
      },
      { time: expect.any(String), level: 'warn', msg: { detail: 'an object\u0085' }, context: 'Probe' },
    ]);
  });

  it('development: a readable line per request, nothing secret in it', async () => {
    let response: request.Response | undefined;
    const log = await stdoutDuring(async () => {
      response = await request(http(development.running))
        .post(`/api/contact?doc=${MARKERS.query}`)
        .set('Cookie', `sid=${MARKERS.cookie}`)
        .send(contactRequest({ mensaje: `Hola, ${MARKERS.body} sobre mi caso.` }))
        .expect(201);
    }, 1);
    const id = response!.headers['x-request-id'];
    const bytes = response!.headers['content-length'];
    // eslint-disable-next-line no-control-regex
    expect(log.replace(/\x1b\[[\d;]*m/g, '')).toMatch(
      new RegExp(`LOG \\[HTTP\\] POST /api/contact 201 \\d+\\.\\d ms ${bytes} B \\[${id}\\]\\n$`),
    );
    for (const secret of Object.values(MARKERS)) expect(log).not.toContain(secret);
  });
});

describe('request logs off', () => {
  const workspace = new TestWorkspace();
  afterAll(() => workspace.cleanup());

  it('test: nothing is written, and every response still has an X-Request-Id', async () => {
    const { running } = await start(workspace, {});
    try {
      let response: request.Response | undefined;
      const log = await stdoutDuring(async () => {
        response = await request(http(running)).get('/').expect(200);
      });
      expect(response!.headers['x-request-id']).toMatch(UUID);
      expect(log).toBe('');
    } finally {
      await running.close();
    }
  });
});

describe('a proxy the server does not trust', () => {
  const workspace = new TestWorkspace();
  afterAll(() => workspace.cleanup());

  const warningsAfterForwardedRequests = async (env: Record<string, string>) => {
    const { running } = await start(workspace, { NODE_ENV: 'production', ...env });
    try {
      const log = await stdoutDuring(async () => {
        await request(http(running)).get('/api/health').expect(200);
        for (let i = 0; i < 3; i++) {
          await request(http(running)).get('/api/health').set('X-Forwarded-For', '203.0.113.7').expect(200);
        }
      }, 4);
      expect(log).not.toContain('203.0.113.7');
      return jsonLines(log).filter((line) => line.level === 'warn');
    } finally {
      await running.close();
    }
  };

  it('is warned about once, on the first forwarded request, when TRUST_PROXY is false', async () => {
    expect(await warningsAfterForwardedRequests({})).toEqual([
      { time: expect.any(String), level: 'warn', msg: UNTRUSTED_PROXY_WARNING, context: 'Proxy' },
    ]);
  });

  it('is not warned about when TRUST_PROXY names it', async () => {
    expect(await warningsAfterForwardedRequests({ TRUST_PROXY: '1' })).toEqual([]);
  });
});
