import { Logger } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { type BuiltSite, pageHeaders } from './built-site';
import { PageRenderer } from './page-renderer';
import { PageStore } from './page-store';
import { compressedResource } from './representation';
import { keptPages, SiteRouter } from './site-router';

/** A site of two pages, a crawl file, an asset and a not-found page, as the loader makes it; no SSR bundle. */
function builtSite(): BuiltSite {
  const page = (text: string, noindex = false) => compressedResource(pageHeaders(noindex), text);
  return {
    routes: new Map([
      ['/', page('<h1>Inicio</h1>')],
      ['/en', page('<h1>Home</h1>')],
      ['/robots.txt', compressedResource({ 'Content-Type': 'text/plain' }, 'User-agent: *')],
    ]),
    noindex: new Set(),
    pagePaths: new Set(['/', '/en']),
    notFound: [{ prefix: '/', page: page('<h1>No existe</h1>', true) }],
    assets: new Map([['/app.js', compressedResource({ 'Content-Type': 'text/javascript' }, 'run()')]]),
    scriptHashes: [],
  };
}

describe('the site router and the kept pages', () => {
  const logger = new Logger('test');
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  const renderer = new PageRenderer('/nonexistent-ssr-dir', 'https://abogados.example', logger);
  const store = new PageStore(builtSite(), renderer);
  store.start();
  /** Which of the two answered: the kept-pages middleware, or the router behind it. */
  const answeredBy: string[] = [];
  const app = express();
  app.use((_req, res, next) => {
    res.once('finish', () =>
      answeredBy.push(res.getHeader('X-Answered-By') === 'router' ? 'router' : 'kept'),
    );
    next();
  });
  app.use(keptPages(store));
  app.use((_req, res, next) => {
    res.setHeader('X-Answered-By', 'router');
    next();
  });
  app.use(new SiteRouter(store, renderer).handler);
  app.use((_req, res) => res.status(418).end());

  const ask = async (send: (agent: ReturnType<typeof request>) => request.Test) => {
    answeredBy.length = 0;
    const response = await send(request(app));
    return { response, by: answeredBy[0] };
  };

  it('keeps the built pages by their exact path, and nothing that needs more than a lookup', () => {
    expect(store.kept('/en')?.identity.body.toString()).toBe('<h1>Home</h1>');
    for (const path of ['/EN', '/en/', '/%65n', '/app.js', '/robots.txt', '/x'])
      expect(store.kept(path)).toBeUndefined();
  });

  it('answers a kept page in the middleware, GET and HEAD, query string and all', async () => {
    for (const send of [
      (agent: ReturnType<typeof request>) => agent.get('/en?utm_source=x'),
      (agent: ReturnType<typeof request>) => agent.head('/en'),
    ]) {
      const { response, by } = await ask(send);
      expect(response.status).toBe(200);
      expect(by).toBe('kept');
      expect(response.headers.etag).toBe(store.kept('/en')!.identity.etag);
    }
  });

  it('leaves a request with a body, other methods and other paths to what follows', async () => {
    expect(await ask((agent) => agent.get('/en').set('Content-Type', 'text/plain').send('x'))).toMatchObject({
      response: { status: 200 },
      by: 'router',
    });
    expect((await ask((agent) => agent.post('/en'))).response.status).toBe(418);
    expect((await ask((agent) => agent.get('/api/health'))).response.status).toBe(418);
    expect((await ask((agent) => agent.get('/app.js'))).by).toBe('router');
  });

  it('redirects another spelling to the canonical path, keeping the query, and answers the rest with the 404 page', async () => {
    const { response } = await ask((agent) => agent.get('/EN/?a=1'));
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/en?a=1');
    const missing = await ask((agent) => agent.get('/nada'));
    expect(missing.response.status).toBe(404);
    expect(missing.response.text).toBe('<h1>No existe</h1>');
  });

  it('keeps the built pages when a change comes and nothing can render (a stale page beats an error page)', async () => {
    store.invalidate(['firm']);
    expect(store.kept('/')).toBeDefined();
    expect((await ask((agent) => agent.get('/'))).response.text).toBe('<h1>Inicio</h1>');
  });
});
