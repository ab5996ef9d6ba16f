export type Language = 'es' | 'en';

/** The spec's rule: a path under /en is English, everything else is Spanish. */
export function languageFromPath(pathname: string): Language {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}
