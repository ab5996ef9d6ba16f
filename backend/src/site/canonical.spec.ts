import { canonicalPath, decodePath, isCanonicalPath } from './canonical';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['///', '/'],
    ['/servicios', '/servicios'],
    ['/Servicios', '/servicios'],
    ['/servicios/', '/servicios'],
    ['/servicios//', '/servicios'],
    ['/en/', '/en'],
    ['//servicios', '/servicios'],
    ['/en//blog///post/', '/en/blog/post'],
    ['/BLOG/Divorcio-En-Medellin-2025', '/blog/divorcio-en-medellin-2025'],
    ['/Niños/', '/niños'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('is idempotent', () => {
    for (const path of ['/A//b/', '/', '/en/', '//X']) {
      expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
    }
  });
});

describe('isCanonicalPath', () => {
  it.each([
    ['/', true],
    ['/en', true],
    ['/en/blog/post', true],
    ['/en/', false],
    ['/En', false],
    ['//en', false],
    ['en', false],
    ['', false],
  ])('%j → %s', (path, expected) => {
    expect(isCanonicalPath(path)).toBe(expected);
  });
});

describe('decodePath', () => {
  it.each([
    ['/servicios', '/servicios'],
    ['/blog/ni%C3%B1os', '/blog/niños'],
    ['/%2e%2e/site.json', '/../site.json'],
    ['/a%00b', '/a\u0000b'],
    ['/a%2Fb', '/a/b'],
  ])('decodes %s', (raw, decoded) => {
    expect(decodePath(raw)).toBe(decoded);
  });

  it.each(['/%E0%A4%A', '/%', '/%zz', '/%c0%ae%c0%ae/'])('gives undefined for the malformed %s', (raw) => {
    expect(decodePath(raw)).toBeUndefined();
  });
});
