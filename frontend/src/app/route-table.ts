// The site's route table as plain data. The router (routes.tsx), the language toggle and the
// build's routes.json plugin all read it, so it must stay free of React and browser APIs.
import { BOOKING_PATHS } from '@abogados/shared';
import type { Language } from '../i18n/language';

export type RouteKey =
  | 'home'
  | 'services'
  | 'familyLaw'
  | 'criminalLaw'
  | 'administrativeLaw'
  | 'civilLaw'
  | 'laborLaw'
  | 'trafficLaw'
  | 'expats'
  | 'attorneys'
  | 'blog'
  | 'blogPost'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'thankYou'
  | 'booking'
  | 'bookingConfirmed'
  | 'bookingManage'
  | 'admin';

export interface RouteEntry {
  key: RouteKey;
  /** Spanish path, or the only path for pages that exist once (expats, privacy, terms, admin). */
  es: string;
  /** English path; null when the page has no English counterpart. */
  en: string | null;
  /** Where the language toggle goes when the same page cannot exist in the other language. */
  toggleFallback?: RouteKey;
}

export const routeTable: readonly RouteEntry[] = [
  { key: 'home', es: '/', en: '/en' },
  { key: 'services', es: '/servicios', en: '/en/services' },
  { key: 'familyLaw', es: '/servicios/derecho-de-familia', en: '/en/services/family-law' },
  { key: 'criminalLaw', es: '/servicios/derecho-penal', en: '/en/services/criminal-law' },
  {
    key: 'administrativeLaw',
    es: '/servicios/derecho-administrativo',
    en: '/en/services/administrative-law',
  },
  { key: 'civilLaw', es: '/servicios/derecho-civil', en: '/en/services/civil-law' },
  { key: 'laborLaw', es: '/servicios/derecho-laboral', en: '/en/services/labor-law' },
  { key: 'trafficLaw', es: '/servicios/derecho-transito', en: '/en/services/traffic-law' },
  { key: 'expats', es: '/expats-english-legal-services', en: null },
  { key: 'attorneys', es: '/abogados', en: '/en/attorney-in-medellin' },
  { key: 'blog', es: '/blog', en: '/en/blog' },
  // Posts are written in one language each, so toggling from a post lands on the other blog list.
  { key: 'blogPost', es: '/blog/:slug', en: '/en/blog/:slug', toggleFallback: 'blog' },
  { key: 'contact', es: '/contacto', en: '/en/contact' },
  { key: 'privacy', es: '/politica-privacidad', en: null },
  { key: 'terms', es: '/terminos', en: null },
  // Where the consultation form lands when it was sent without JavaScript (POST /api/contact/form).
  { key: 'thankYou', es: '/gracias', en: '/en/thank-you' },
  // Booking the free consultation online. The server renders these per request with the free times and the
  // booking a private link names (backend/src/booking/form/); the manage page's segment is that link's secret.
  { key: 'booking', es: BOOKING_PATHS.es.book, en: BOOKING_PATHS.en.book },
  { key: 'bookingConfirmed', es: BOOKING_PATHS.es.confirmed, en: BOOKING_PATHS.en.confirmed },
  {
    key: 'bookingManage',
    es: `${BOOKING_PATHS.es.manage}/:token`,
    en: `${BOOKING_PATHS.en.manage}/:token`,
    toggleFallback: 'booking',
  },
  { key: 'admin', es: '/admin', en: null },
];

const byKey = new Map(routeTable.map((entry) => [entry.key, entry]));

function entryFor(key: RouteKey): RouteEntry {
  const entry = byKey.get(key);
  if (!entry) throw new Error(`Unknown route key ${key}`);
  return entry;
}

/** Link target for a page in a language; single-language pages keep their only path. */
export function pathFor(key: RouteKey, language: Language): string {
  const entry = entryFor(key);
  return language === 'en' ? (entry.en ?? entry.es) : entry.es;
}

/** True for a path with a `:param` segment. */
export function isPattern(path: string): boolean {
  return path.includes('/:');
}

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Segment-wise match where `:param` stands for exactly one non-empty segment. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = normalize(pathname).split('/');
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]))
  );
}

export function findRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find(
    (entry) => matches(entry.es, pathname) || (entry.en !== null && matches(entry.en, pathname)),
  );
}

/** The same page in the other language where one exists, otherwise that language's home. */
export function counterpartPath(pathname: string, target: Language): string {
  const home = pathFor('home', target);
  const entry = findRoute(pathname);
  if (!entry) return home;
  const targetPath = target === 'en' ? entry.en : entry.es;
  if (targetPath === null) return home;
  if (isPattern(targetPath)) return entry.toggleFallback ? pathFor(entry.toggleFallback, target) : home;
  return targetPath;
}
