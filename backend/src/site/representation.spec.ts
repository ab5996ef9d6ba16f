import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedResource, etagMatches, resource, variant } from './representation';

describe('etagMatches', () => {
  const etag = variant(Buffer.from('body')).etag;

  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"other", ${etag}`, true],
    ['*', true],
    ['"other"', false],
    [etag.slice(1, -1), false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %j matches: %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('variant', () => {
  it('gives a strong ETag that changes with the bytes', () => {
    const a = variant(Buffer.from('a')).etag;
    expect(a).toMatch(/^"[\w-]{27}"$/);
    expect(variant(Buffer.from('a')).etag).toBe(a);
    expect(variant(Buffer.from('b')).etag).not.toBe(a);
  });
});

describe('compressedResource', () => {
  it('keeps br and gzip variants that decompress to the text, each with its own ETag', () => {
    const text = '<p>Página de servicios legales en Medellín.</p>\n'.repeat(50);
    const made = compressedResource({ 'Content-Type': 'text/html' }, text);
    expect(made.identity.body.toString('utf8')).toBe(text);
    expect(brotliDecompressSync(made.br!.body).toString('utf8')).toBe(text);
    expect(gunzipSync(made.gzip!.body).toString('utf8')).toBe(text);
    expect(new Set([made.identity.etag, made.br!.etag, made.gzip!.etag]).size).toBe(3);
  });

  it('drops a variant that would be larger than the body', () => {
    const made = resource({}, Buffer.from('x'), { br: Buffer.from('longer'), gzip: Buffer.from('') });
    expect(made.br).toBeUndefined();
    expect(made.gzip).toBeDefined();
    // A tiny body: gzip's header alone makes it bigger, so it goes as it is.
    expect(compressedResource({}, 'ok').gzip).toBeUndefined();
  });
});
