import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { bootstrap, type RunningApp } from '../src/app';
import { type SiteContent } from '../src/content/site-content.types';
import { GZIP_LEVEL } from '../src/site/representation';
import { SiteService } from '../src/site/site';
import { BUILT_SITE, startOnBuiltSite } from './built-site';
import { addStaff, ENGINE, http, login, rawRequestTo, type RawResponse, TestWorkspace } from './harness';

/** One request, read raw (nothing decompressed, every header as sent), to the server at `url`. */
const ask = (url: string, method: string, path: string, headers: Record<string, string>) =>
  rawRequestTo(Number(new URL(url).port), path, { method, headers });

/** What must be equal: all but the per-request id and the clock. */
const comparable = ({ status, headers, body }: RawResponse) => {
  const { date, 'x-request-id': id, ...rest } = headers;
  expect(date).toEqual(expect.any(String));
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return { status, headers: rest, body: body.toString('base64') };
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const PAGES = ['/', '/en', '/servicios/derecho-de-familia', '/contacto', '/admin', '/?utm_source=x'];
const CODINGS: Record<string, Record<string, string>> = {
  'br and gzip': { 'accept-encoding': 'br, gzip' },
  'gzip only': { 'accept-encoding': 'gzip' },
  'no Accept-Encoding': {},
  'nothing compressed accepted': { 'accept-encoding': 'br;q=0, gzip;q=0' },
};

describe(`pages kept ready are answered before Express, exactly as Express answers them (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  /** The server as it runs: the fast path in front of Express. */
  let fast: string;
  /** The same app's Express alone, on a server of its own: the long way, every middleware. */
  let slow: string;
  let slowServer: Server;
  /** Calls of the site's Express handler: the fast path never reaches it. */
  let expressServed: jest.SpyInstance;

  beforeAll(async () => {
    running = await startOnBuiltSite(workspace);
    fast = await listen(running.app.getHttpServer() as Server);
    slowServer = createServer(
      running.app.getHttpAdapter().getInstance() as Parameters<typeof createServer>[1],
    );
    slow = await listen(slowServer);
    expressServed = jest.spyOn(SiteService.prototype as unknown as { serve: () => Promise<void> }, 'serve');
  });
  afterAll(async () => {
    expressServed.mockRestore();
    await new Promise((done) => slowServer.close(done));
    await running.close();
    workspace.cleanup();
  });

  /** The same request both ways, and how often the fast server's answer went through Express's site handler. */
  async function both(method: string, path: string, headers: Record<string, string>) {
    expressServed.mockClear();
    const quick = await ask(fast, method, path, headers);
    const quickThroughExpress = expressServed.mock.calls.length;
    const long = await ask(slow, method, path, headers);
    return { quick, long, quickThroughExpress };
  }

  for (const [name, headers] of Object.entries(CODINGS)) {
    it(`GET and HEAD, ${name}: same status, headers and bytes, without Express`, async () => {
      for (const path of PAGES) {
        for (const method of ['GET', 'HEAD']) {
          const { quick, long, quickThroughExpress } = await both(method, path, headers);
          expect(quickThroughExpress).toBe(0);
          expect(quick.status).toBe(200);
          expect(comparable(quick)).toEqual(comparable(long));
        }
      }
    });
  }

  it('names the security headers, the CSP, the validators and the coding as the long way does', async () => {
    const { quick } = await both('GET', '/admin', { 'accept-encoding': 'br, gzip' });
    expect(quick.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("script-src 'self'") as string,
      'permissions-policy': expect.any(String) as string,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'x-robots-tag': 'noindex, nofollow',
      vary: 'Accept-Encoding',
      etag: expect.stringMatching(/^"[\w-]{27}"$/) as string,
    });
    expect(Number(quick.headers['content-length'])).toBe(quick.body.length);
  });

  it('answers 304 to a matching If-None-Match (weak or in a list) as the long way does', async () => {
    for (const coding of Object.values(CODINGS)) {
      const { etag } = (await ask(slow, 'GET', '/en', coding)).headers;
      for (const match of [etag!, `W/${etag}`, `"other", ${etag}`]) {
        for (const method of ['GET', 'HEAD']) {
          const { quick, long, quickThroughExpress } = await both(method, '/en', {
            ...coding,
            'if-none-match': match,
          });
          expect(quickThroughExpress).toBe(0);
          expect(quick.status).toBe(304);
          expect(comparable(quick)).toEqual(comparable(long));
        }
      }
      // Another coding's ETag is another representation's: the whole page again.
      const { quick } = await both('GET', '/en', { ...coding, 'if-none-match': '"other"' });
      expect(quick.status).toBe(200);
    }
  });

  it('leaves everything else to Express: other paths, spellings, methods and requests with a body', async () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['GET', '/no-such-page', {}],
      ['GET', '/EN', {}],
      ['GET', '/en/', {}],
      ['GET', '/servicios/derecho-de-familia%2F', {}],
      ['GET', '/favicon.svg', {}],
      ['GET', '/robots.txt', {}],
      // The site's content as the API answers it (the health check names its uptime, which may tick between two asks).
      ['GET', '/api/site', {}],
      ['POST', '/', {}],
      ['GET', '/', { 'content-type': 'application/json', 'content-length': '0' }],
    ];
    for (const [method, path, headers] of cases) {
      const { quick, long, quickThroughExpress } = await both(method, path, headers);
      expect(comparable(quick)).toEqual(comparable(long));
      // The site's GETs reached its Express handler (the API and a POST are not the site's to answer).
      expect(quickThroughExpress).toBe(method === 'GET' && !path.startsWith('/api') ? 1 : 0);
    }
  });

  /** Changes the firm's phone as staff do in the panel. */
  async function changePhone(phone: string): Promise<void> {
    if (!cookie) {
      await addStaff(running);
      cookie = await login(running);
    }
    const { content } = (
      await request(http(running)).get('/api/admin/site').set('Cookie', cookie).expect(200)
    ).body as { content: SiteContent };
    await request(http(running))
      .put('/api/admin/site/firm')
      .set('Cookie', cookie)
      .send({ ...content.firm, phone, version: content.version })
      .expect(200);
  }
  let cookie: string | undefined;

  /**
   * Asks with `next` until the answer has another ETag than `before` (the change reaches the site on its own
   * time), checking each answer with `check`; gives up after 5 s.
   */
  async function firstChanged(
    before: RawResponse,
    next: () => Promise<RawResponse>,
    check: (answer: RawResponse, changed: boolean) => void = () => undefined,
  ): Promise<RawResponse> {
    for (let tries = 0; tries < 50; tries += 1) {
      if (tries > 0) await new Promise((done) => setTimeout(done, 100));
      const answer = await next();
      const changed = answer.headers.etag !== before.headers.etag;
      check(answer, changed);
      if (changed) return answer;
    }
    throw new Error('the page did not change within 5 s');
  }

  it('drops a page on a content change: rendered the long way once, then kept and sent fast again', async () => {
    const coding = { 'accept-encoding': 'br, gzip' };
    const before = await ask(fast, 'GET', '/', coding);
    await changePhone('+57 311 222 3344');

    // The first answer with the new page is the long way's.
    const first = await firstChanged(
      before,
      () => {
        expressServed.mockClear();
        return ask(fast, 'GET', '/', coding);
      },
      (_answer, changed) => expect(expressServed).toHaveBeenCalledTimes(changed ? 1 : 0),
    );
    expect(first.body.length).toBeGreaterThan(0);

    const { quick, long, quickThroughExpress } = await both('GET', '/', coding);
    expect(quickThroughExpress).toBe(0);
    expect(comparable(quick)).toEqual(comparable(long));
    expect(quick.headers.etag).toBe(first.headers.etag);
    // The old page's ETag is no longer "not modified".
    const stale = await both('GET', '/', { ...coding, 'if-none-match': before.headers.etag! });
    expect(stale.quick.status).toBe(200);
  });

  it('makes the gzip of a rendered page on the first request for it, as a fresh gzip makes it, then keeps it', async () => {
    const service = running.app.get(SiteService);
    const gzipOnly = { 'accept-encoding': 'gzip' };
    const before = await ask(fast, 'GET', '/en', gzipOnly);
    await changePhone('+57 311 555 6677');
    // A HEAD asking for gzip is the first request of the new page: rendered, and its gzip made, for it.
    const head = await firstChanged(before, () => ask(fast, 'HEAD', '/en', gzipOnly));
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
    const kept = service.keptPage('/en')!;
    // Brotli was not asked for: not made.
    expect(kept.br).toBeUndefined();
    expect(head.headers.etag).toBe(kept.gzip!.etag);

    const get = await both('GET', '/en', gzipOnly);
    expect(get.quickThroughExpress).toBe(0);
    expect(comparable(get.quick)).toEqual(comparable(get.long));
    expect(get.quick.headers.etag).toBe(head.headers.etag);
    expect(Number(head.headers['content-length'])).toBe(get.quick.body.length);
    const html = kept.identity.body;
    expect(gunzipSync(get.quick.body).equals(html)).toBe(true);
    expect(get.quick.body.equals(gzipSync(html, { level: GZIP_LEVEL }))).toBe(true);
    expect(service.keptPage('/en')!.gzip).toBe(kept.gzip);

    // Every coding of the page: its own bytes and ETag, each answered 304 to its own ETag.
    const etags = new Set<string>();
    for (const headers of Object.values(CODINGS)) {
      const { quick, long } = await both('GET', '/en', headers);
      expect(comparable(quick)).toEqual(comparable(long));
      etags.add(quick.headers.etag!);
      const again = await both('GET', '/en', { ...headers, 'if-none-match': quick.headers.etag! });
      expect(again.quick.status).toBe(304);
      expect(comparable(again.quick)).toEqual(comparable(again.long));
    }
    expect(etags.size).toBe(3);
    expect(brotliDecompressSync(kept.br!.body).equals(html)).toBe(true);
  });
});

describe(`a listening server compresses the built pages after start-up, not before (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await bootstrap({
      config: { ...workspace.config({ HOST: '127.0.0.1', PORT: '0' }), publicDir: BUILT_SITE },
      logger: false,
      listen: true,
    });
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('makes every built page’s brotli in the background, and gzip only when a client asks', async () => {
    const service = running.app.get(SiteService);
    const pages = service.pagePaths().map((path) => service.keptPage(path));
    expect(pages.length).toBeGreaterThan(10);
    for (let tries = 0; pages.some((page) => page?.br === undefined); tries += 1) {
      if (tries === 100) throw new Error('the built pages were not compressed within 10 s of listening');
      await new Promise((done) => setTimeout(done, 100));
    }
    for (const page of pages) {
      expect(brotliDecompressSync(page!.br!.body).equals(page!.identity.body)).toBe(true);
      expect(page!.gzip).toBeUndefined();
    }
    const port = Number(new URL(running.url!).port);
    const answer = await rawRequestTo(port, '/contacto', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).equals(service.keptPage('/contacto')!.identity.body)).toBe(true);
  });
});
