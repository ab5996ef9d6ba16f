/** The content codings the site keeps ready-made; `identity` is the body as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Which compressed variants a resource has. */
export interface AvailableEncodings {
  br: boolean;
  gzip: boolean;
}

/**
 * Reads an Accept-Encoding header into coding → q-value. Unknown parameters are ignored; a q-value
 * that is not a number counts as 0, so a garbled entry never selects a coding the client may not read.
 */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value = ''] = param.split('=').map((piece) => piece.trim());
      if (key.toLowerCase() === 'q') {
        q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
      }
    }
    // RFC 9110 §8.4.1.3: x-gzip is the same coding as gzip.
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    // A repeated coding keeps its first q-value, as most servers do.
    if (!codings.has(coding)) codings.set(coding, q);
  }
  return codings;
}

/**
 * Picks the variant to send. Among the compressed variants the resource has and the client accepts
 * (q > 0, named or through `*`), the highest q wins and br wins a tie, being the smaller. With no
 * header, or nothing acceptable, the body goes as it is: refusing with 406 helps nobody here.
 */
export function negotiateEncoding(header: string | undefined, available: AvailableEncodings): Encoding {
  if (!header || (!available.br && !available.gzip)) return 'identity';
  const codings = parseAcceptEncoding(header);
  const wildcard = codings.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of ['br', 'gzip'] as const) {
    if (!available[coding]) continue;
    const q = codings.get(coding) ?? wildcard;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
