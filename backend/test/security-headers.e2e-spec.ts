import request from 'supertest';
import { type RunningApp } from '../src/app';
import { STOCK_PHOTO_HOST } from '../src/security/security-headers';
import { contactRequest } from './factories';
import { http, SITE, TestWorkspace } from './harness';

/** Every kind of response the server gives: pages, 404s, documents, assets, the API, the log-in page. */
const KINDS: Array<[string, string, number]> = [
  ['a prerendered page', '/', 200],
  ['an English page', '/en', 200],
  ['a not-found page', '/no-existe', 404],
  ['robots.txt', '/robots.txt', 200],
  ['a static asset', `/${SITE.assets.both}`, 200],
  ['a redirect', '/Servicios/', 301],
  ['the staff page', '/admin', 200],
  ['the log-in page', '/api/login', 200],
  ['an API answer', '/api/health', 200],
  ['an API error', '/api/contacts', 401],
  ['an unknown API path', '/api/nada', 404],
];

function directives(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  const workspace = new TestWorkspace();
  let development: RunningApp;
  let production: RunningApp;

  beforeAll(async () => {
    production = await workspace.start({ NODE_ENV: 'production', PUBLIC_URL: 'https://abogados.example.co' });
    development = await workspace.start();
  });
  afterAll(async () => {
    await development.close();
    await production.close();
    workspace.cleanup();
  });

  it.each(KINDS)('%s carries the full set in production', async (_kind, path, status) => {
    const response = await request(http(production)).get(path).expect(status);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toContain(STOCK_PHOTO_HOST);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no HSTS and no HTTPS upgrade in development, where the site is plain http://localhost', async () => {
    const response = await request(http(development)).get('/').expect(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      false,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the headers on refused and accepted submissions too', async () => {
    const created = await request(http(production)).post('/api/contact').send(contactRequest()).expect(201);
    const refused = await request(http(production)).post('/api/contact').send({}).expect(400);
    for (const response of [created, refused]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives Swagger UI its own policy, still without inline scripts', async () => {
    const page = await request(http(production)).get('/api/docs').redirects(1).expect(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    // Swagger UI's page loads its scripts as files, which the policy allows.
    const scripts = [...page.text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/);
    for (const src of scripts) {
      await request(http(production)).get(new URL(src, 'http://x/api/docs/').pathname).expect(200);
    }
  });
});
