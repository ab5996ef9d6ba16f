import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSiteManifest, SiteManifestError } from './site-manifest';

/** The smallest manifest that holds together, for files that exist. */
const valid = () => ({
  token: '%PUBLIC_URL%',
  pages: { '/': 'index.html', '/admin': 'admin/index.html' },
  notFound: [
    { prefix: '/en/', file: 'en/404.html' },
    { prefix: '/', file: '404.html' },
  ],
  noindex: ['/admin'],
  documents: { '/robots.txt': 'robots.txt' },
});
const FILES = new Set(['index.html', 'admin/index.html', 'en/404.html', '404.html', 'robots.txt']);

describe('readSiteManifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-manifest-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const read = (manifest: unknown, files = FILES) => {
    writeFileSync(join(dir, 'site.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
    return () => readSiteManifest(dir, files);
  };

  it('returns a valid manifest as it is', () => {
    expect(read(valid())()).toEqual(valid());
  });

  it('takes noindex and documents as optional', () => {
    const { noindex: _n, documents: _d, ...rest } = valid();
    expect(read(rest)()).toEqual({ ...rest, noindex: [], documents: {} });
  });

  it.each([
    [
      'a file that is not in the public dir',
      { pages: { ...valid().pages, '/x': 'x/index.html' } },
      'x/index.html',
    ],
    [
      'a missing not-found page',
      { notFound: [{ prefix: '/', file: 'missing-404.html' }] },
      'missing-404.html',
    ],
    ['a missing document', { documents: { '/sitemap.xml': 'sitemap.xml' } }, 'sitemap.xml'],
    ['a path outside the public dir', { documents: { '/passwd': '../../etc/passwd' } }, '../../etc/passwd'],
    [
      'a non-canonical page path',
      { pages: { ...valid().pages, '/Servicios/': 'index.html' } },
      '"/Servicios/"',
    ],
    ['no catch-all not-found page', { notFound: [{ prefix: '/en/', file: 'en/404.html' }] }, 'prefix /'],
    ['a noindex path that is no page', { noindex: ['/admn'] }, '"noindex"'],
    ['a path both page and document', { documents: { '/': 'robots.txt' } }, 'both a page and a document'],
    ['no token', { token: '' }, '"token"'],
    ['no pages', { pages: {}, noindex: [] }, 'no page'],
    ['a prefix without /', { notFound: [{ prefix: 'en', file: '404.html' }] }, 'must start with /'],
  ])('refuses %s', (_what, change, named) => {
    const attempt = read({ ...valid(), ...change });
    expect(attempt).toThrow(SiteManifestError);
    expect(attempt).toThrow(named);
  });

  it('names site.json when it is not JSON', () => {
    expect(read('{ "token": ')).toThrow(/site\.json: cannot be read as JSON/);
  });
});
