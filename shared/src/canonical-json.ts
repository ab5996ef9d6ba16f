/**
 * JSON with object keys in sorted order, so two equal values always give the same text whatever
 * order their keys were written in (the site content's fingerprint: has it changed since the build?).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The site content's canonical text without its version: what the pages rendered from it depend on. */
export function contentText<T extends { version: number }>(content: T): string {
  const { version: _version, ...rest } = content;
  return canonicalJson(rest);
}
