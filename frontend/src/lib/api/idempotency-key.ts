/**
 * A fresh Idempotency-Key: a random UUID where the browser has crypto.randomUUID (secure contexts only:
 * HTTPS or localhost), else 128 random bits from crypto.getRandomValues, which every browser has, as hex.
 * Both fit the API's pattern (8 to 128 letters, digits, "-" and "_").
 */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
