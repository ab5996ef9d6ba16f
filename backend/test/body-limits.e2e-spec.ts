import { createServer, type RequestListener, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type RunningApp } from '../src/app';
import { BODY_LIMIT_BYTES } from '../src/common/body-parsers';
import { MAX_UPLOAD_BYTES } from '../src/images/image-rules';
import { draft, POSTS } from './blog-fixtures';
import { addStaff, ENGINE, login, TestWorkspace } from './harness';
import { png } from './image-fixtures';
import { type BodyAnswer, imagePart, sendBody } from './send-body';

interface Answer {
  status: number;
  body: unknown;
  /** Bytes the server had read from the connection (headers and body) when it finished its answer. */
  readWhenAnswered: number;
  /** Strings over the visitor's body limit that JSON.parse was given while the request ran. */
  largeJsonParses: number;
}

/**
 * The app on a port of its own, one connection a request, noting for each how much of the request the
 * server had read by the time its answer was sent: a body refused unread leaves most of it on the wire.
 */
class Listening {
  private readonly server: Server;
  private readonly read = new Map<number, number>();

  constructor(running: RunningApp) {
    this.server = createServer(running.app.getHttpAdapter().getInstance() as RequestListener);
    // After Node's own listener: the answer has been handed over, and nothing of the rest is read yet.
    this.server.on('request', (req, res) =>
      res.on('finish', () => this.read.set(req.socket.remotePort!, req.socket.bytesRead)),
    );
  }

  async start(): Promise<void> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }

  /** Sends `body` whole, as a client does, and waits for the answer. */
  async send(method: string, path: string, body: Buffer, headers: Record<string, string>): Promise<Answer> {
    const { port } = this.server.address() as AddressInfo;
    const parse = jest.spyOn(JSON, 'parse');
    let answer: BodyAnswer;
    let largeJsonParses: number;
    try {
      answer = await sendBody(port, method, path, body, headers);
    } finally {
      largeJsonParses = parse.mock.calls.filter(
        ([text]) => typeof text === 'string' && text.length > BODY_LIMIT_BYTES,
      ).length;
      parse.mockRestore();
    }
    return {
      status: answer.status,
      body: answer.text.startsWith('{') ? JSON.parse(answer.text) : answer.text,
      readWhenAnswered: this.read.get(answer.localPort) ?? Infinity,
      largeJsonParses,
    };
  }
}

/** A valid post some 390 KB long as JSON: 100,000 characters of four bytes each. */
const LARGE_POST = Buffer.from(
  JSON.stringify(draft({ title: 'Una entrada larga', body: '𝄞'.repeat(100_000) })),
);
/** The report's body: 510 KB of JSON, well-formed, that no one may send without a session. */
const ATTACK = Buffer.from(JSON.stringify({ padding: 'x'.repeat(510 * 1024) }));
const JSON_TYPE = { 'Content-Type': 'application/json' };

describe(`body limits follow the session, on ${ENGINE}`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let listening: Listening;
  let cookie: string;

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
    listening = new Listening(running);
    await listening.start();
  });
  afterAll(async () => {
    await listening?.close();
    await running.close();
    workspace.cleanup();
  });

  it('a 510 KB JSON body to the blog posts without a session: 401, unparsed and mostly unread', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', POSTS],
      ['PUT', `${POSTS}/${id}`],
      ['POST', `${POSTS}/${id}/publish`],
    ]) {
      const answer = await listening.send(method, path, ATTACK, JSON_TYPE);
      expect({ method, path, status: answer.status, body: answer.body }).toEqual({
        method,
        path,
        status: 401,
        body: { statusCode: 401, message: 'Unauthorized' },
      });
      expect(answer.largeJsonParses).toBe(0);
      // The headers and what arrived while the session was looked up, not the body.
      expect(answer.readWhenAnswered).toBeLessThan(ATTACK.length / 2);
    }
    // A session cookie that names no session is no session either.
    const forged = await listening.send('POST', POSTS, ATTACK, { ...JSON_TYPE, Cookie: 'sid=s%3Anone.x' });
    expect([forged.status, forged.largeJsonParses]).toEqual([401, 0]);
    expect(forged.readWhenAnswered).toBeLessThan(ATTACK.length / 2);
  });

  it('a small body without a session gets the usual 401', async () => {
    const answer = await listening.send('POST', POSTS, Buffer.from(JSON.stringify(draft())), JSON_TYPE);
    expect([answer.status, answer.body]).toEqual([401, { statusCode: 401, message: 'Unauthorized' }]);
  });

  it('staff still save a 390 KB post, and a body over 512 KB is still a 413 for them', async () => {
    expect(LARGE_POST.length).toBeGreaterThan(390 * 1024);
    const saved = await listening.send('POST', POSTS, LARGE_POST, { ...JSON_TYPE, Cookie: cookie });
    expect(saved.status).toBe(201);
    // Its body was parsed (and the stored post may be read back as JSON too).
    expect(saved.largeJsonParses).toBeGreaterThan(0);
    expect((saved.body as { body: string }).body).toBe('𝄞'.repeat(100_000));

    const over = Buffer.from(JSON.stringify(draft({ padding: 'x'.repeat(520 * 1024) })));
    const refused = await listening.send('POST', POSTS, over, { ...JSON_TYPE, Cookie: cookie });
    expect([refused.status, refused.body]).toEqual([
      413,
      { statusCode: 413, message: 'Request body is larger than 512 KB' },
    ]);
    expect(refused.largeJsonParses).toBe(0);
  });

  it('any other path keeps the visitor limit, session or not: 413 over 16 KB, unparsed', async () => {
    const body = Buffer.from(JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) }));
    for (const headers of [JSON_TYPE, { ...JSON_TYPE, Cookie: cookie }]) {
      const answer = await listening.send('POST', '/api/contact', body, headers);
      expect([answer.status, answer.body, answer.largeJsonParses]).toEqual([
        413,
        { statusCode: 413, message: 'Request body is larger than 16 KB' },
        0,
      ]);
    }
  });

  it('a 20 MB upload (the largest) without a session: 401 before the body is read', async () => {
    const image = await png(300, 300);
    const boundary = 'visitor-boundary';
    // A real image padded to 20 MB: the rest of the body is not read, so its content does not matter.
    const body = imagePart(Buffer.concat([image, Buffer.alloc(MAX_UPLOAD_BYTES - image.length)]), boundary);
    const answer = await listening.send('POST', '/api/admin/images', body, {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    });
    expect([answer.status, answer.body]).toEqual([401, { statusCode: 401, message: 'Unauthorized' }]);
    expect(answer.readWhenAnswered).toBeLessThan(body.length / 4);
  });
});
