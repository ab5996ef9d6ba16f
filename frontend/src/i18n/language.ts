export type Language = 'es' | 'en';

/** The spec's rule: a path under /en is English, everything else is Spanish. */
export function languageFromPath(pathname: string): Language {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}

/** Copy written in both languages; a missing language fails the typecheck. */
export type Localized<T = string> = Record<Language, T>;
