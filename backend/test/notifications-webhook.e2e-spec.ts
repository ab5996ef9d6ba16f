import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type RunningApp } from '../src/app';
import { ENGINE, TestWorkspace } from './harness';
import {
  eventually,
  outboxRow,
  outboxRowWhen,
  retryNow,
  rowsStoredWithRequest,
  stopNotificationWorker,
  storedSubmission,
  submit,
  waitingRow,
} from './outbox-helpers';

const SECRET = 'wh-5eJ0q9Zr2vLkT8mXy3NbQa7HfDcW1uPo';
const PUBLIC_URL = 'https://abogados.example.co';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers each POST with the next planned reply (200 when none). */
class Receiver {
  readonly received: Received[] = [];
  readonly replies: Array<{ status: number; headers?: Record<string, string> }> = [];
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const reply = this.replies.shift() ?? { status: 200 };
      res.writeHead(reply.status, reply.headers).end('ok');
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
  }
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  forContact(id: number): Received[] {
    return this.received.filter((r) => (JSON.parse(r.body) as { id: number }).id === id);
  }
  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(() => done()));
  }
}

describe(`staff notification by signed webhook (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  const receiver = new Receiver();
  let running: RunningApp;

  beforeAll(async () => {
    await receiver.start();
    running = await workspace.start({
      NOTIFY_WEBHOOK_URL: `${receiver.url}/hook`,
      NOTIFY_WEBHOOK_SECRET: SECRET,
      PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await running.close();
    await receiver.stop();
    workspace.cleanup();
  });

  const arrivals = (id: number, count: number) =>
    eventually(
      () => Promise.resolve(receiver.forContact(id)),
      (list) => list.length >= count,
    );

  it('POSTs the request as JSON signed with HMAC-SHA256, and retries after a 500', async () => {
    receiver.replies.push({ status: 500 });
    const request = {
      nombre: 'José Ñúñez',
      email: 'jose@example.com',
      telefono: '+57 310 555 0000',
      tipo_caso: 'penal',
      mensaje: 'Una consulta "urgente"\ncon dos líneas.',
      idioma: 'en',
    };
    const id = await submit(running, request);
    const [first] = await arrivals(id, 1);
    const failed = await waitingRow(running, id, 'webhook');
    expect(failed).toMatchObject({ attempts: 1, lastError: 'HTTP 500' });
    // No SMTP_URL: the email is skipped, never attempted, and the webhook still goes. The pass that sent the
    // webhook may have begun before the request was stored; the email row is skipped by the next one.
    const email = await eventually(
      () => outboxRow(running, id, 'email'),
      (row) => row?.status === 'skipped',
    );
    expect(email).toMatchObject({ status: 'skipped', attempts: 0 });

    retryNow(running);
    const [, second] = await arrivals(id, 2);
    const sent = await outboxRowWhen(running, id, 'webhook', (r) => r.status === 'sent');
    expect(sent).toMatchObject({ attempts: 2, lastError: null });

    for (const delivery of [first, second]) {
      expect(delivery.path).toBe('/hook');
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['x-webhook-id']).toBe(String(sent.id));
      const timestamp = String(delivery.headers['x-webhook-timestamp']);
      expect(timestamp).toMatch(/^\d{10}$/);
      const expected = createHmac('sha256', SECRET).update(`${timestamp}.${delivery.body}`).digest('hex');
      expect(delivery.headers['x-webhook-signature']).toBe(`sha256=${expected}`);
      // A signature over anything else does not match: the check above can fail.
      const tampered = createHmac('sha256', SECRET).update(`${timestamp}.${delivery.body} `).digest('hex');
      expect(delivery.headers['x-webhook-signature']).not.toBe(`sha256=${tampered}`);
    }
    // Each delivery is signed at its own time, as the server's clock tells it (moved 10 minutes ahead).
    const signedAt = (delivery: Received) => Number(delivery.headers['x-webhook-timestamp']);
    expect(signedAt(second) - signedAt(first)).toBeGreaterThanOrEqual(599);
    expect(JSON.parse(second.body)).toEqual({
      event: 'contact.created',
      id,
      createdAt: sent.createdAt.toISOString(),
      answerBy: (await storedSubmission(running, id)).answerBy?.toISOString(),
      nombre: request.nombre,
      email: request.email,
      telefono: request.telefono,
      tipo_caso: request.tipo_caso,
      mensaje: request.mensaje,
      language: 'en',
      adminUrl: `${PUBLIC_URL}/admin?contact=${id}`,
    });
  });

  it('does not follow a redirect: it is a failed attempt', async () => {
    receiver.replies.push({ status: 302, headers: { Location: `${receiver.url}/elsewhere` } });
    const id = await submit(running);
    const failed = await waitingRow(running, id, 'webhook');
    expect(failed).toMatchObject({ attempts: 1, lastError: 'HTTP 302 (redirects are not followed)' });
    expect(receiver.received.filter((r) => r.path === '/elsewhere')).toHaveLength(0);
  });

  // Last: it stops the worker, which on SQLite shares the connection and could claim the row rolled back.
  it('stores a new request with its webhook row pending, the email rows skipped (no SMTP_URL)', async () => {
    await stopNotificationWorker(running);
    expect(await rowsStoredWithRequest(running)).toEqual([
      ['new', 'email', 'skipped'],
      ['new', 'webhook', 'pending'],
      ['ack', 'email', 'skipped'],
    ]);
  });
});
