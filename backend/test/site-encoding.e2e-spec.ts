import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type RunningApp } from '../src/app';
import { representationWork } from '../src/site/representation';
import { rawRequest, type RawResponse, SITE, TestWorkspace } from './harness';

/** The body as the client reads it once Content-Encoding is undone. */
function decoded(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  if (encoding === undefined) return response.body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** What each Accept-Encoding gets when the resource has both variants. */
const NEGOTIATION: [string | undefined, string | undefined][] = [
  ['br', 'br'],
  ['gzip', 'gzip'],
  [undefined, undefined],
  ['identity', undefined],
  ['br;q=0, gzip', 'gzip'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip;q=1, br;q=0.4', 'gzip'],
  ['deflate', undefined],
];

describe('the site: content encodings and hostile paths', () => {
  const workspace = new TestWorkspace();
  const SECRET = 'secret-outside-the-public-dir';
  let running: RunningApp;
  const get = (path: string, acceptEncoding?: string) =>
    rawRequest(running, path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  beforeAll(async () => {
    // Beside the public dir, where a traversal would land.
    writeFileSync(join(workspace.dir, 'secret.txt'), SECRET);
    // Links inside the public dir that lead out of it must not be followed.
    symlinkSync(join(workspace.dir, 'secret.txt'), join(workspace.publicDir, 'leak.txt'));
    mkdirSync(join(workspace.dir, 'outside'));
    writeFileSync(join(workspace.dir, 'outside', 'secret.txt'), SECRET);
    symlinkSync(join(workspace.dir, 'outside'), join(workspace.publicDir, 'outside'));
    running = await workspace.start();
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  describe.each([
    ['the page /servicios', '/servicios', 'text/html; charset=utf-8'],
    ['the asset with .br and .gz', `/${SITE.assets.both}`, 'text/javascript; charset=utf-8'],
  ])('%s', (_name, path, type) => {
    it.each(NEGOTIATION)('Accept-Encoding %j gets Content-Encoding %j', async (accept, encoding) => {
      const identity = await get(path);
      const response = await get(path, accept);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decoded(response)).toEqual(identity.body);
      if (encoding) expect(response.body.length).toBeLessThan(identity.body.length);
    });

    it('gives each encoding its own ETag, and a 304 only for the ETag of the variant asked for', async () => {
      const [br, gzip, identity] = await Promise.all([get(path, 'br'), get(path, 'gzip'), get(path)]);
      const etags = [br, gzip, identity].map((response) => response.headers['etag']);
      expect(new Set(etags).size).toBe(3);
      const stale = await rawRequest(running, path, {
        headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers['etag']! },
      });
      expect(stale.status).toBe(200);
      expect(stale.headers['content-encoding']).toBe('gzip');
    });
  });

  it.each([
    ['the page /servicios', '/servicios'],
    ['the asset with .br and .gz', `/${SITE.assets.both}`],
  ])(
    'answers %s without Accept-Encoding with the same bytes and ETag, decompressing it once',
    async (_name, path) => {
      // Kept as brotli alone once its brotli variant exists.
      const br = decoded(await get(path, 'br'));
      const before = representationWork.decompressions;
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push(await get(path));
      expect(representationWork.decompressions - before).toBeLessThanOrEqual(1);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.body).toEqual(br);
        expect(answer.headers['etag']).toBe(answers[0].headers['etag']);
      }
      // The ETag is that of the identity bytes.
      const conditional = await rawRequest(running, path, {
        headers: { 'If-None-Match': answers[0].headers['etag']! },
      });
      expect(conditional.status).toBe(304);
    },
  );

  it('serves the asset the build compressed with its own bytes', async () => {
    const file = join(workspace.publicDir, SITE.assets.both);
    expect((await get(`/${SITE.assets.both}`, 'br')).body).toEqual(readFileSync(`${file}.br`));
    expect((await get(`/${SITE.assets.both}`, 'gzip')).body).toEqual(readFileSync(`${file}.gz`));
    expect((await get(`/${SITE.assets.both}`)).body).toEqual(readFileSync(file));
  });

  it('falls back to the variants an asset has', async () => {
    const path = `/${SITE.assets.gzipOnly}`;
    expect((await get(path, 'br, gzip')).headers['content-encoding']).toBe('gzip');
    const brOnly = await get(path, 'br');
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body).toEqual(readFileSync(join(workspace.publicDir, SITE.assets.gzipOnly)));
  });

  it('sends a file without variants as it is, without Vary', async () => {
    const response = await get(`/${SITE.assets.image}`, 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
    expect(response.body).toEqual(readFileSync(join(workspace.publicDir, SITE.assets.image)));
  });

  it('compresses the 404 pages too', async () => {
    const response = await get('/en/nope', 'br');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response).toString()).toContain(SITE.notFound.find((e) => e.prefix === '/en/')!.heading);
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/leak.txt',
    '/outside/secret.txt',
    '/%E0%A4%A',
    '/%',
    '/%00',
    '/servicios%00',
    '/index.html%00.js',
    `/${'a'.repeat(8000)}`,
    `/${'%2e%2e/'.repeat(500)}secret.txt`,
  ])('answers the hostile path %s with the 404 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = response.body.toString();
    expect(body).toContain(SITE.notFound.find((e) => e.prefix === '/')!.heading);
    expect(body).not.toContain(SECRET);
  });

  it('answers malformed encoding with the 404 page of the language the path still shows', async () => {
    const response = await get('/en/%E0%A4%A');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain(SITE.notFound.find((e) => e.prefix === '/en/')!.heading);
  });

  it.each([
    ['GET', '/api/%E0%A4%A', 404],
    // Express refuses to decode the route parameter before Nest sees it.
    ['PATCH', '/api/contacts/%E0%A4%A/processed', 400],
  ])('leaves the malformed %s %s to the API, which answers a clean JSON %i', async (method, path, status) => {
    const response = await rawRequest(running, path, { method });
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body.toString())).toEqual({ statusCode: status, message: expect.any(String) });
  });
});
