import { negotiateEncoding, parseAcceptEncoding } from './encoding';

const BOTH = { br: true, gzip: true };

describe('parseAcceptEncoding', () => {
  it('reads codings with their q-values, case-insensitively, x-gzip as gzip', () => {
    expect([...parseAcceptEncoding(' GZip ;q=0.5 , br, identity;q=0, x-gzip;q=1, *;Q=0.1')]).toEqual([
      ['gzip', 0.5],
      ['br', 1],
      ['identity', 0],
      ['*', 0.1],
    ]);
  });

  it.each(['2', '-1', 'abc', '0.1234', '1.5', ''])('counts the malformed q-value %j as 0', (q) => {
    expect(parseAcceptEncoding(`br;q=${q}`).get('br')).toBe(0);
  });

  it('skips empty entries', () => {
    expect([...parseAcceptEncoding(',, gzip ,')]).toEqual([['gzip', 1]]);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', 'identity'],
    ['deflate, zstd', 'identity'],
    ['BR', 'br'],
  ] as const)('with both variants, %j gives %s', (header, expected) => {
    expect(negotiateEncoding(header, BOTH)).toBe(expected);
  });

  it('only picks variants the resource has', () => {
    expect(negotiateEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
    expect(negotiateEncoding('br', { br: false, gzip: true })).toBe('identity');
    expect(negotiateEncoding('br, gzip', { br: true, gzip: false })).toBe('br');
    expect(negotiateEncoding('br, gzip', { br: false, gzip: false })).toBe('identity');
  });
});
