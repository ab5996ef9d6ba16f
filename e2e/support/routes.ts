import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Every page the built site answers with 200, as the build wrote it (backend/public/routes.json). */
export function builtRoutes(): string[] {
  return JSON.parse(
    readFileSync(resolve(__dirname, '..', '..', 'backend', 'public', 'routes.json'), 'utf8'),
  ) as string[];
}

/** The language of a path by the spec's rule: /en and below is English, everything else Spanish. */
export function languageOf(path: string): 'es' | 'en' {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'es';
}

/** SPEC §2's route pairs: Spanish path, English path (null: no counterpart, the toggle goes home). */
export const ROUTE_PAIRS: ReadonlyArray<[string, string | null]> = [
  ['/', '/en'],
  ['/servicios', '/en/services'],
  ['/servicios/derecho-de-familia', '/en/services/family-law'],
  ['/servicios/derecho-penal', '/en/services/criminal-law'],
  ['/servicios/derecho-administrativo', '/en/services/administrative-law'],
  ['/servicios/derecho-civil', '/en/services/civil-law'],
  ['/servicios/derecho-laboral', '/en/services/labor-law'],
  ['/servicios/derecho-transito', '/en/services/traffic-law'],
  ['/abogados', '/en/attorney-in-medellin'],
  ['/blog', '/en/blog'],
  ['/contacto', '/en/contact'],
  ['/expats-english-legal-services', null],
  ['/politica-privacidad', null],
  ['/terminos', null],
];
