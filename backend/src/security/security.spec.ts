import { createHash } from 'node:crypto';
import { escapeControl } from '../common/safe-logger';
import { loadConfig } from '../config/app-config';
import { clientKey } from './client-address';
import { inlineScriptHashes, siteDirectives } from './security-headers';

describe('clientKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('counts %s as %s', (address, key) => expect(clientKey(address)).toBe(key));

  it('gives anything that is not an address a short key of its own', () => {
    const key = clientKey('x'.repeat(300));
    expect(key).toMatch(/^other:[0-9a-f]{32}$/);
    expect(clientKey('x'.repeat(300))).toBe(key);
    expect(clientKey('y'.repeat(300))).not.toBe(key);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('hashes the inline scripts a browser would run, and nothing else', () => {
    const html =
      '<script type="application/ld+json">{"@type":"LegalService"}</script>' +
      '<script type="module" src="/assets/index.js"></script>' +
      '<script>window.a = 1;</script>' +
      '<script type="module">import "/b.js";</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1;'), sha('import "/b.js";')]);
  });

  it('puts them in script-src beside self, never unsafe-inline', () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite:/tmp/unused.sqlite', SESSION_SECRET: 'x'.repeat(32) });
    expect(siteDirectives(config, ['sha256-abc'])['script-src']).toEqual(["'self'", "'sha256-abc'"]);
  });
});

describe('escapeControl', () => {
  it('keeps a forged line from starting in the log', () => {
    expect(escapeControl('a@example.com\n[Nest] 1 - ERROR fake\r\u001b[31m')).toBe(
      'a@example.com\\u000a[Nest] 1 - ERROR fake\\u000d\\u001b[31m',
    );
    expect(escapeControl('María Pérez')).toBe('María Pérez');
  });
});
