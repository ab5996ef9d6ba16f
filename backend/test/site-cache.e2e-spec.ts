import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { bootstrap, type RunningApp } from '../src/app';
import { type SiteContent } from '../src/content/site-content.types';
import { GZIP_LEVEL } from '../src/site/representation';
import { SiteService } from '../src/site/site';
import { BUILT_SITE, startOnBuiltSite } from './built-site';
import {
  addStaff,
  ENGINE,
  http,
  login,
  rawRequest,
  rawRequestTo,
  type RawResponse,
  TestWorkspace,
} from './harness';

const CODINGS: Record<string, Record<string, string>> = {
  'br and gzip': { 'accept-encoding': 'br, gzip' },
  'gzip only': { 'accept-encoding': 'gzip' },
  'no Accept-Encoding': {},
  'nothing compressed accepted': { 'accept-encoding': 'br;q=0, gzip;q=0' },
};

describe(`pages kept ready, answered from the cache in the request chain (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string | undefined;
  const ask = (method: string, path: string, headers: Record<string, string>) =>
    rawRequest(running, path, { method, headers });

  beforeAll(async () => {
    running = await startOnBuiltSite(workspace);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('names the security headers, the CSP, the request id, the validators and the coding', async () => {
    const answer = await ask('GET', '/admin', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("script-src 'self'") as string,
      'permissions-policy': expect.any(String) as string,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'x-robots-tag': 'noindex, nofollow',
      vary: 'Accept-Encoding',
      etag: expect.stringMatching(/^"[\w-]{27}"$/) as string,
    });
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('answers a page with a query string, and a GET with an empty JSON body, with the page', async () => {
    const plain = await ask('GET', '/', { 'accept-encoding': 'br' });
    for (const [path, headers] of [
      ['/?utm_source=x', { 'accept-encoding': 'br' }],
      ['/', { 'accept-encoding': 'br', 'content-type': 'application/json', 'content-length': '0' }],
    ] as const) {
      const answer = await ask('GET', path, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(answer.body.equals(plain.body)).toBe(true);
    }
  });

  it('answers 304 to a matching If-None-Match (weak or in a list), GET and HEAD, in every coding', async () => {
    for (const coding of Object.values(CODINGS)) {
      const { etag } = (await ask('GET', '/en', coding)).headers;
      for (const match of [etag!, `W/${etag}`, `"other", ${etag}`]) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await ask(method, '/en', { ...coding, 'if-none-match': match });
          expect(answer.status).toBe(304);
          expect(answer.body.length).toBe(0);
          expect(answer.headers.etag).toBe(etag);
          expect(answer.headers['content-type']).toBeUndefined();
        }
      }
      // Another coding's ETag is another representation's: the whole page again.
      expect((await ask('GET', '/en', { ...coding, 'if-none-match': '"other"' })).status).toBe(200);
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

  /** Asks with `next` until the answer has another ETag than `before` (the change comes on its own time); 5 s at most. */
  async function firstChanged(before: RawResponse, next: () => Promise<RawResponse>): Promise<RawResponse> {
    for (let tries = 0; tries < 50; tries += 1) {
      if (tries > 0) await new Promise((done) => setTimeout(done, 100));
      const answer = await next();
      if (answer.headers.etag !== before.headers.etag) return answer;
    }
    throw new Error('the page did not change within 5 s');
  }

  it('drops a page on a content change: rendered once, then kept; the old ETag is no longer "not modified"', async () => {
    const coding = { 'accept-encoding': 'br, gzip' };
    const before = await ask('GET', '/', coding);
    await changePhone('+57 311 222 3344');
    const first = await firstChanged(before, () => ask('GET', '/', coding));
    expect(first.status).toBe(200);
    expect(brotliDecompressSync(first.body).toString('utf8')).toContain('+57 311 222 3344');
    const kept = running.app.get(SiteService).keptPage('/');
    expect(kept?.br?.etag).toBe(first.headers.etag);
    const again = await ask('GET', '/', coding);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.equals(first.body)).toBe(true);
    expect((await ask('GET', '/', { ...coding, 'if-none-match': before.headers.etag! })).status).toBe(200);
  });

  it('makes the gzip of a rendered page on the first request for it, as a fresh gzip makes it, then keeps it', async () => {
    const service = running.app.get(SiteService);
    const gzipOnly = { 'accept-encoding': 'gzip' };
    const before = await ask('GET', '/en', gzipOnly);
    await changePhone('+57 311 555 6677');
    // A HEAD asking for gzip is the first request of the new page: rendered, and its gzip made, for it.
    const head = await firstChanged(before, () => ask('HEAD', '/en', gzipOnly));
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
    const kept = service.keptPage('/en')!;
    // Brotli was not asked for: not made.
    expect(kept.br).toBeUndefined();
    expect(head.headers.etag).toBe(kept.gzip!.etag);

    const get = await ask('GET', '/en', gzipOnly);
    expect(get.headers.etag).toBe(head.headers.etag);
    expect(Number(head.headers['content-length'])).toBe(get.body.length);
    const html = kept.identity.body;
    expect(gunzipSync(get.body).equals(html)).toBe(true);
    expect(get.body.equals(gzipSync(html, { level: GZIP_LEVEL }))).toBe(true);
    expect(service.keptPage('/en')!.gzip).toBe(kept.gzip);

    // Every coding of the page: its own bytes and ETag, each answered 304 to its own ETag.
    const etags = new Set<string>();
    for (const headers of Object.values(CODINGS)) {
      const answer = await ask('GET', '/en', headers);
      etags.add(answer.headers.etag!);
      expect((await ask('GET', '/en', { ...headers, 'if-none-match': answer.headers.etag! })).status).toBe(
        304,
      );
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
