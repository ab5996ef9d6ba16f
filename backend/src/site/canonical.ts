/**
 * The request path as text, percent-decoded, or undefined when the encoding is malformed. Lookups use
 * the decoded form so `/blog/ni%C3%B1os` finds `/blog/niños`; what it decodes to is only ever a key
 * into the in-memory tables, never a file system path, so `%2e%2e` or `%00` can reach nothing.
 */
export function decodePath(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The one URL a page is known by: lower case, single slashes, no trailing slash except for `/`.
 * Search engines treat each spelling as a separate page, so the others redirect here.
 */
export function canonicalPath(path: string): string {
  const collapsed = path.toLowerCase().replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed === '' ? '/' : trimmed;
}

export function isCanonicalPath(path: string): boolean {
  return path.startsWith('/') && canonicalPath(path) === path;
}
