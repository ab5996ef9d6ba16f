import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { type Request, type Response } from 'express';
import { type AvailableEncodings, type Encoding, negotiateEncoding } from './encoding';

/** One ready-to-send body: the bytes, and a strong ETag of exactly those bytes. */
export interface Variant {
  body: Buffer;
  etag: string;
}

/** Everything needed to answer for one URL. */
export interface Resource {
  /** Content-Type, Cache-Control and the like, the same whichever variant goes out. */
  headers: Record<string, string>;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /**
   * Codings this server makes from the body itself, when first needed (a request that takes one, or the
   * warm-up after start), and then keeps in `br`/`gzip`: the bytes are those a fresh compression gives.
   */
  deferred?: Partial<Record<Coding, true>>;
}

/** The compressed codings; `identity` is the body as it is. */
export type Coding = Exclude<Encoding, 'identity'>;

/**
 * Brotli quality for pages and crawl files, compressed by the server (a page rendered after a content
 * change, on its first request). Measured here on the home page (186 KB), median of 25: quality 6 takes
 * 2.9–3.2 ms for 26.1 KB, 8 takes 3.5–4.0 ms for 25.8 KB (1.3 % smaller; all pages and crawl files 1.1 %),
 * 9 takes ~20 ms; 11 would save another ~10 % at several times that.
 */
export const BROTLI_QUALITY = 6;
/** gzip goes only to clients without brotli; level 9 costs no more than 8 here on pages, for the smallest body. */
export const GZIP_LEVEL = 9;

/** Hashing each variant's own bytes gives every encoding its own ETag, as RFC 9110 requires. */
export function variant(body: Buffer): Variant {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** A compressed variant is only worth keeping when it is smaller than the body itself. */
function smaller(body: Buffer, compressed: Buffer | undefined): Variant | undefined {
  return compressed && compressed.length < body.length ? variant(compressed) : undefined;
}

export function resource(
  headers: Record<string, string>,
  body: Buffer,
  compressed: { br?: Buffer; gzip?: Buffer },
): Resource {
  return keptAsBrotli({
    headers,
    identity: variant(body),
    br: smaller(body, compressed.br),
    gzip: smaller(body, compressed.gzip),
  });
}

/**
 * What the server has compressed and decompressed, counted as it happens: the work a request costs beyond
 * sending kept bytes (the tests read it; nothing else depends on it).
 */
export const representationWork = { compressions: 0, decompressions: 0 };

/**
 * The identity bodies decompressed from brotli (below), the most recently asked for first to stay, up to
 * this many bytes in all: clients without brotli (crawlers, link previews, health checks) mostly ask for
 * the same few pages, which then cost no decompression; some ten pages' worth, not a second copy of the site.
 */
export const IDENTITY_KEPT_BYTES = 2 * 1024 * 1024;
const identities = new Map<Buffer, Buffer>();
let identityBytes = 0;

/** The body `br` decompresses to: kept from an earlier request, else decompressed now (once) and kept. */
function identityOf(br: Buffer): Buffer {
  const kept = identities.get(br);
  if (kept) {
    // Map order is insertion order: moved to the end, it is the last to go.
    identities.delete(br);
    identities.set(br, kept);
    return kept;
  }
  const body = brotliDecompressSync(br);
  representationWork.decompressions++;
  if (body.length > IDENTITY_KEPT_BYTES) return body;
  identities.set(br, body);
  identityBytes += body.length;
  for (const [oldest, bytes] of identities) {
    if (identityBytes <= IDENTITY_KEPT_BYTES) break;
    identities.delete(oldest);
    identityBytes -= bytes.length;
  }
  return body;
}

/**
 * Once a resource has its brotli variant, its body is kept as that variant alone: the identity bytes are
 * decompressed from it (brotli is lossless: the same bytes, so the same ETag) when a request takes them or
 * the gzip variant is first made, and kept a while in a bounded store (identityOf). Browsers take brotli,
 * so this keeps each page and asset once in memory, compressed, instead of twice: some 6 MB of the server's
 * resident memory with the built site.
 */
function keptAsBrotli(target: Resource): Resource {
  const { br, identity } = target;
  if (br)
    target.identity = {
      etag: identity.etag,
      get body() {
        return identityOf(br.body);
      },
    };
  return target;
}

/** The server's own compression of a body, as every variant it keeps is made. */
export function compress(body: Buffer, coding: Coding): Buffer {
  representationWork.compressions++;
  return coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * A text body the server compresses itself (pages carry the public URL only known at start-up, or are
 * rendered from the content): nothing is compressed now. Each coding is made the first time it is needed
 * (variantFor) and then kept, so a render or a start-up pays for no variant nobody asked for.
 */
export function compressedResource(headers: Record<string, string>, text: string): Resource {
  return { headers, identity: variant(Buffer.from(text, 'utf8')), deferred: { br: true, gzip: true } };
}

/** The codings a resource has or can make. */
export function offered(target: Resource): AvailableEncodings {
  return {
    br: target.br !== undefined || target.deferred?.br === true,
    gzip: target.gzip !== undefined || target.deferred?.gzip === true,
  };
}

/** Whether the answer depends on Accept-Encoding: the resource has, or can make, a compressed variant. */
export function varies(target: Resource): boolean {
  const codings = offered(target);
  return codings.br || codings.gzip;
}

/** The variant kept for `coding`, made now (once) when it was deferred; undefined when it is not smaller. */
export function variantFor(target: Resource, coding: Coding): Variant | undefined {
  if (target.deferred?.[coding]) {
    const { body } = target.identity;
    target[coding] = smaller(body, compress(body, coding));
    target.deferred[coding] = undefined;
    if (coding === 'br') keptAsBrotli(target);
  }
  return target[coding];
}

/**
 * The variant to send for a request's Accept-Encoding, made if it was deferred. A deferred coding that
 * turns out no smaller than the body is dropped, and the choice is made again without it.
 */
export function chooseVariant(
  target: Resource,
  acceptEncoding: string | undefined,
): { encoding: Encoding; variant: Variant } {
  for (;;) {
    const encoding = negotiateEncoding(acceptEncoding, offered(target));
    if (encoding === 'identity') return { encoding, variant: target.identity };
    const made = variantFor(target, encoding);
    if (made) return { encoding, variant: made };
  }
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a `W/` prefix does not matter. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || bare(trimmed) === bare(etag);
  });
}

/**
 * Sends the variant the client accepts best. Only a 200 is conditional: a 404 page has no ETag, so
 * a client can never turn a missing page into a cached "not modified".
 */
export function send(req: Request, res: Response, target: Resource, status: number): void {
  const { encoding, variant: chosen } = chooseVariant(target, req.headers['accept-encoding']);
  if (varies(target)) res.vary('Accept-Encoding');
  // setHeader, not res.set: Express would rewrite the Content-Type (adding a charset) on every request.
  for (const [name, value] of Object.entries(target.headers)) res.setHeader(name, value);
  if (status === 200) {
    res.setHeader('ETag', chosen.etag);
    if (etagMatches(req.headers['if-none-match'], chosen.etag)) {
      // A 304 repeats the validators and caching headers, but says nothing about a body.
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
  }
  res.status(status);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', chosen.body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(chosen.body);
}
