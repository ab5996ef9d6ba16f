export type Language = 'es' | 'en';

/** The spec's rule: a path under /en is English, everything else is Spanish. */
export function languageFromPath(pathname: string): Language {
  // Case-insensitive like the router, so /EN/… renders what the server's not-found page shows there.
  const path = pathname.toLowerCase();
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'es';
}

/** Copy written in both languages; a missing language fails the typecheck. */
export type Localized<T = string> = Record<Language, T>;
