import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { type RunningApp } from '../src/app';
import { http, rawRequest, SITE, type SitePath, TestWorkspace } from './harness';

/** Configured with a trailing slash: the site must use the normalised origin. */
const PUBLIC_URL = 'https://abogados.example/';
const ORIGIN = 'https://abogados.example';

const PAGES = Object.keys(SITE.pages) as SitePath[];
const notFoundPage = (prefix: string) => SITE.notFound.find((entry) => entry.prefix === prefix)!;

describe('the prerendered site', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  /** A file of the fixture as the server should send it: the token replaced by the public URL. */
  const served = (file: string) =>
    readFileSync(join(workspace.publicDir, file), 'utf8').split(SITE.token).join(ORIGIN);

  beforeAll(async () => {
    running = await workspace.start({ PUBLIC_URL });
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it.each(PAGES)('serves the page %s with 200 and the public URL in place of the token', async (path) => {
    const page = SITE.pages[path];
    const response = await request(http(running)).get(path).expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['etag']).toMatch(/^"[^"]+"$/);
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.text).toContain(`<h1>${page.heading}</h1>`);
    expect(response.text).toContain(`<link rel="canonical" href="${ORIGIN}${path === '/' ? '' : path}">`);
    expect(response.text).not.toContain(SITE.token);
    expect(response.text).toBe(served(page.file));
  });

  it('keeps the noindex pages, and only those, out of search engines', async () => {
    for (const path of PAGES) {
      const response = await request(http(running)).get(path).expect(200);
      const noindex = (SITE.noindex as readonly string[]).includes(path);
      expect({ path, robots: response.headers['x-robots-tag'] }).toEqual({
        path,
        robots: noindex ? 'noindex, nofollow' : undefined,
      });
    }
  });

  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8', `Sitemap: ${ORIGIN}/sitemap.xml`],
    ['/sitemap.xml', 'application/xml; charset=utf-8', `<loc>${ORIGIN}/servicios</loc>`],
  ] as const)('serves the document %s as %s with the public URL', async (path, type, line) => {
    const response = await rawRequest(running, path);
    const text = response.body.toString('utf8');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['etag']).toMatch(/^"[^"]+"$/);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(text).toContain(line);
    expect(text).toBe(served(SITE.documents[path]));
  });

  it.each([...PAGES, '/robots.txt'])('answers HEAD %s like GET, without a body', async (path) => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const headers = { 'Accept-Encoding': encoding };
      const get = await rawRequest(running, path, { headers });
      const head = await rawRequest(running, path, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of [
        'content-type',
        'content-length',
        'content-encoding',
        'etag',
        'cache-control',
        'vary',
      ]) {
        expect({ encoding, name, value: head.headers[name] }).toEqual({
          encoding,
          name,
          value: get.headers[name],
        });
      }
      expect(Number(head.headers['content-length'])).toBe(get.body.length);
    }
  });

  it.each(['/servicios', '/sitemap.xml', `/${SITE.assets.both}`, `/${SITE.assets.image}`])(
    'answers %s with 304 when If-None-Match holds its ETag',
    async (path) => {
      const first = await rawRequest(running, path);
      const etag = first.headers['etag']!;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
        const again = await rawRequest(running, path, { headers: { 'If-None-Match': ifNoneMatch } });
        expect({ ifNoneMatch, status: again.status, length: again.body.length }).toEqual({
          ifNoneMatch,
          status: 304,
          length: 0,
        });
        expect(again.headers['etag']).toBe(etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      }
      const changed = await rawRequest(running, path, { headers: { 'If-None-Match': '"stale"' } });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual(first.body);
    },
  );

  it.each([
    ['/x', '/'],
    ['/servicios/derecho-espacial', '/'],
    ['/en/x', '/en/'],
    ['/blog/x', '/blog/'],
    ['/en/blog/x', '/en/blog/'],
    ['/EN/Blog/x', '/en/blog/'],
    ['/english', '/'],
  ])('answers the unknown path %s with a real 404 and the not-found page for %s', async (path, prefix) => {
    const expected = notFoundPage(prefix);
    const response = await request(http(running)).get(path).expect(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Never conditional: a 404 must not become a cached "not modified".
    expect(response.headers['etag']).toBeUndefined();
    expect(response.text).toContain(`<html lang="${expected.lang}">`);
    expect(response.text).toBe(served(expected.file));
    for (const other of SITE.notFound.filter((entry) => entry !== expected)) {
      expect(response.text).not.toContain(other.heading);
    }
  });

  it('answers a 404 to HEAD without a body, and never with 304', async () => {
    const head = await rawRequest(running, '/en/x', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
    const conditional = await rawRequest(running, '/en/x', { headers: { 'If-None-Match': '*' } });
    expect(conditional.status).toBe(404);
    expect(conditional.body.toString()).toBe(served(notFoundPage('/en/').file));
  });

  it.each([
    ['/Servicios', '/servicios'],
    ['/servicios/', '/servicios'],
    ['/SERVICIOS//', '/servicios'],
    ['//servicios', '/servicios'],
    ['/en/', '/en'],
    ['//', '/'],
    ['/Blog/Divorcio-En-Medellin-2025/', '/blog/divorcio-en-medellin-2025'],
    ['/Robots.txt', '/robots.txt'],
    ['/servicios/?utm_source=x&q=ni%C3%B1o', '/servicios?utm_source=x&q=ni%C3%B1o'],
    ['/En?', '/en?'],
  ])('redirects %s permanently to %s', async (path, location) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await rawRequest(running, path, { method });
      expect({ method, status: response.status, location: response.headers['location'] }).toEqual({
        method,
        status: 301,
        location,
      });
      expect(response.body.length).toBe(0);
    }
  });

  it.each([
    ['/Nada/', '/'],
    ['/EN/Nada/', '/en/'],
    [`/${SITE.assets.both.toUpperCase()}`, '/'],
    [`/${SITE.assets.both}/`, '/'],
  ])('answers %s, whose canonical form is no page, with 404 and no redirect', async (path, prefix) => {
    const response = await rawRequest(running, path);
    expect(response.status).toBe(404);
    expect(response.headers['location']).toBeUndefined();
    expect(response.body.toString()).toBe(served(notFoundPage(prefix).file));
  });

  it.each([
    ['/index.html', '/'],
    ['/servicios/index.html', '/'],
    ['/en/index.html', '/en/'],
    ['/404.html', '/'],
    ['/en/blog/404.html', '/en/blog/'],
    [`/${SITE.assets.both}.br`, '/'],
    [`/${SITE.assets.both}.gz`, '/'],
    ['/site.json', '/'],
    [`/${SITE.unlistedHtml}`, '/'],
    [`/${SITE.unlistedHtml.replace('/index.html', '')}`, '/'],
  ])('does not serve the build file %s at its own URL', async (path, prefix) => {
    const response = await rawRequest(running, path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(served(notFoundPage(prefix).file));
  });

  it.each([
    [`/${SITE.assets.both}`, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    [`/${SITE.assets.gzipOnly}`, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    [`/${SITE.assets.image}`, 'image/svg+xml', 'public, max-age=86400'],
    [`/${SITE.assets.favicon}`, 'image/svg+xml', 'public, max-age=86400'],
  ])('serves the static file %s as %s with Cache-Control %s', async (path, type, cache) => {
    const response = await rawRequest(running, path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(cache);
    expect(response.headers['etag']).toMatch(/^"[^"]+"$/);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(response.body).toEqual(readFileSync(join(workspace.publicDir, path)));
  });

  it('leaves other methods and every /api path to the API', async () => {
    const post = await request(http(running)).post('/servicios').send({}).expect(404);
    expect(post.body).toEqual({ statusCode: 404, message: expect.stringContaining('/servicios') });
    await request(http(running)).get('/api/health').expect(200);
    const upper = await request(http(running)).get('/API/health').expect(200);
    expect(upper.body).toMatchObject({ status: 'ok' });
    const unknown = await request(http(running)).get('/api/index.html').expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: expect.any(String) });
  });
});
