import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findRoute } from '../../frontend/src/app/route-table';

export const PUBLIC_DIR = resolve(__dirname, '..', '..', 'backend', 'public');

/** The build's manifest for the server (backend/public/site.json). */
export interface SiteManifest {
  token: string;
  pages: Record<string, string>;
  notFound: Array<{ prefix: string; file: string }>;
  noindex: string[];
  documents: Record<string, string>;
}

export function siteManifest(): SiteManifest {
  return JSON.parse(readFileSync(resolve(PUBLIC_DIR, 'site.json'), 'utf8')) as SiteManifest;
}

/** Every page the built site answers with 200, as the build prerendered it. */
export function builtRoutes(): string[] {
  return Object.keys(siteManifest().pages);
}

/** The language of a path by the spec's rule: /en and below is English, everything else Spanish. */
export function languageOf(path: string): 'es' | 'en' {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'es';
}

/** Pages whose content is in one language whatever their path says: <html lang> follows the content. */
const CONTENT_LANGUAGE: Record<string, 'es' | 'en'> = {
  '/expats-english-legal-services': 'en',
  '/admin': 'en',
};

/** The <html lang> a page must carry. */
export function htmlLangOf(path: string): 'es' | 'en' {
  return CONTENT_LANGUAGE[path] ?? languageOf(path);
}

/**
 * SPEC §2's route pairs and the booking page's: Spanish path, English path (null: no counterpart, the toggle
 * goes home).
 */
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
  ['/agendar', '/en/book'],
  ['/expats-english-legal-services', null],
  ['/politica-privacidad', null],
  ['/terminos', null],
];

/**
 * Pages one page component renders from different content: the service pages (each route's page module is
 * ServicePage with its service's id, frontend/src/pages/*-law-page.tsx) and the legal documents (LegalPage).
 */
const SHARED_TEMPLATES: ReadonlyArray<[template: string, paths: RegExp]> = [
  ['service page', /^\/(?:servicios|en\/services)\/[^/]+$/],
  ['legal document', /^\/(?:politica-privacidad|terminos)$/],
];

/**
 * The template a path is rendered with: a shared template above; else its entry in the router's route table
 * (frontend/src/app/route-table.ts), which renders the Spanish and English paths of an entry, and every post
 * of /blog/:slug and /en/blog/:slug, with one page component; else the path itself, a template of its own (a
 * kind of page added later, a wrong address).
 */
export function templateOf(path: string): string {
  const shared = SHARED_TEMPLATES.find(([, paths]) => paths.test(path));
  if (shared) return shared[0];
  const entry = findRoute(path);
  return entry ? `route ${entry.key}` : path;
}

/**
 * The first of `paths` of each template, in their order, with the paths it stands for (itself included).
 * `kindOf` may split templates further (by language, say).
 */
export function byTemplate(
  paths: readonly string[],
  kindOf: (path: string) => string = templateOf,
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const first = new Map<string, string>();
  for (const path of paths) {
    const template = kindOf(path);
    if (!first.has(template)) first.set(template, path);
    const representative = first.get(template)!;
    groups.set(representative, [...(groups.get(representative) ?? []), path]);
  }
  return groups;
}

/** A template in one language: what a page shows and how its words fit differ by both. */
export const templateAndLanguageOf = (path: string): string => `${templateOf(path)} ${htmlLangOf(path)}`;
