import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  chooseVariant,
  compress,
  compressedResource,
  etagMatches,
  offered,
  resource,
  variant,
  variantFor,
  varies,
} from './representation';

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
  const text = '<p>Página de servicios legales en Medellín.</p>\n'.repeat(50);

  it('compresses nothing until a variant is needed, then makes br and gzip that decompress to the text', () => {
    const made = compressedResource({ 'Content-Type': 'text/html' }, text);
    expect(made.identity.body.toString('utf8')).toBe(text);
    expect(made.br).toBeUndefined();
    expect(made.gzip).toBeUndefined();
    expect(offered(made)).toEqual({ br: true, gzip: true });
    expect(brotliDecompressSync(variantFor(made, 'br')!.body).toString('utf8')).toBe(text);
    expect(made.gzip).toBeUndefined();
    expect(gunzipSync(variantFor(made, 'gzip')!.body).toString('utf8')).toBe(text);
    expect(new Set([made.identity.etag, made.br!.etag, made.gzip!.etag]).size).toBe(3);
  });

  it('makes each variant once, byte for byte what a fresh compression gives', () => {
    const made = compressedResource({}, text);
    const first = variantFor(made, 'gzip');
    expect(variantFor(made, 'gzip')).toBe(first);
    const body = Buffer.from(text, 'utf8');
    expect(first!.body.equals(compress(body, 'gzip'))).toBe(true);
    expect(variantFor(made, 'br')!.body.equals(compress(body, 'br'))).toBe(true);
  });

  it('drops a variant that would be larger than the body', () => {
    const made = resource({}, Buffer.from('x'), { br: Buffer.from('longer'), gzip: Buffer.from('') });
    expect(made.br).toBeUndefined();
    expect(made.gzip).toBeDefined();
    // A tiny body: gzip's header alone makes it bigger, so it goes as it is.
    const tiny = compressedResource({}, 'ok');
    expect(variantFor(tiny, 'gzip')).toBeUndefined();
    expect(offered(tiny).gzip).toBe(false);
  });
});

describe('chooseVariant', () => {
  it('makes the coding the client takes, and only that one', () => {
    const made = compressedResource({}, 'Derecho de familia en Medellín. '.repeat(40));
    const chosen = chooseVariant(made, 'gzip, deflate');
    expect(chosen.encoding).toBe('gzip');
    expect(chosen.variant).toBe(made.gzip);
    expect(made.br).toBeUndefined();
    expect(chooseVariant(made, undefined)).toEqual({ encoding: 'identity', variant: made.identity });
  });

  it('chooses again when the coding it preferred turns out no smaller than the body', () => {
    // 23 bytes: brotli makes them 14, gzip's header and trailer alone take 18.
    const tiny = compressedResource({}, 'sí sí sí sí sí sí');
    const chosen = chooseVariant(tiny, 'gzip;q=1, br;q=0.5');
    expect(offered(tiny)).toEqual({ br: true, gzip: false });
    expect(chosen.encoding).toBe('br');
    expect(chosen.variant).toBe(tiny.br);
    expect(varies(tiny)).toBe(true);
    // Nothing smaller at all: the body as it is, and nothing to vary on.
    const two = compressedResource({}, 'ok');
    expect(chooseVariant(two, 'br, gzip')).toEqual({ encoding: 'identity', variant: two.identity });
    expect(varies(two)).toBe(false);
  });
});

describe('a body kept as its brotli variant alone', () => {
  const text = `<!doctype html><title>Página</title>${'<p>Derecho de familia en Medellín.</p>'.repeat(400)}`;
  const original = Buffer.from(text, 'utf8');
  const expected = variant(original);

  it('gives back the same identity bytes and ETag, and the same gzip variant, once br is made', () => {
    const target = compressedResource({ 'Content-Type': 'text/html' }, text);
    const before = target.identity;
    expect(before.body.equals(original)).toBe(true);
    variantFor(target, 'br');
    expect(target.identity).not.toBe(before);
    expect(target.identity.etag).toBe(expected.etag);
    expect(target.identity.body.equals(original)).toBe(true);
    expect(chooseVariant(target, 'identity').variant.body.equals(original)).toBe(true);
    expect(gunzipSync(variantFor(target, 'gzip')!.body).equals(original)).toBe(true);
  });

  it('does the same for a file read with its precompressed variants', () => {
    const target = resource({}, original, { br: compress(original, 'br') });
    expect(target.identity.etag).toBe(expected.etag);
    expect(target.identity.body.equals(original)).toBe(true);
    expect(brotliDecompressSync(target.br!.body).equals(original)).toBe(true);
  });

  it('keeps a body that brotli does not make smaller as it is', () => {
    const tiny = Buffer.from('a');
    const target = resource({}, tiny, { br: compress(tiny, 'br') });
    expect(target.br).toBeUndefined();
    expect(target.identity.body).toBe(tiny);
  });
});
