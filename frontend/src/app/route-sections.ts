// What each route of the table shows beyond its own code: the parts of the site content it renders, and
// whether it holds the consultation form. Read by the server through the SSR entry (never by the browser,
// which does not need it), beside the route table it names.
import type { ChangedSection, SiteContent } from '@abogados/shared';
import { findRoute, isPattern, pathFor, type RouteKey } from './route-table';
import { concretePaths } from './site-paths';

/** The parts of the site content, and the pages each one shows up on ('all': in every page's frame). */
const SECTION_ROUTES: Record<ChangedSection, readonly RouteKey[] | 'all'> = {
  // Header, footer, chat links and every page's JSON-LD (name, phone, address, picture).
  firm: 'all',
  // The footer's line and every page's JSON-LD opening hours; the contact page's table.
  hours: 'all',
  hero: 'all',
  controller: ['privacy'],
  attorney: ['attorneys'],
  // The lists, and (by prefix) every post's page and the blog's not-found pages.
  blog: ['blog', 'blogPost'],
};

/**
 * The pages a change of these sections touches, or 'all'. A path ending in "/" stands for every page
 * under it (a post's page, whatever its slug).
 */
export function pathsTouchedBy(sections: readonly ChangedSection[]): string[] | 'all' {
  const paths = new Set<string>();
  for (const section of sections) {
    const routes = SECTION_ROUTES[section];
    if (routes === 'all') return 'all';
    for (const key of routes) {
      for (const language of ['es', 'en'] as const) {
        const path = pathFor(key, language);
        paths.add(isPattern(path) ? path.slice(0, path.lastIndexOf('/') + 1) : path);
      }
    }
  }
  return [...paths];
}

/**
 * The routes whose page closes with the consultation form: a post of it without JavaScript that the
 * server refuses is answered with the page it came from, filled in. A built-site test holds this list to
 * the pages' markup.
 */
const CONSULTATION_FORM_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'home',
  'familyLaw',
  'criminalLaw',
  'administrativeLaw',
  'civilLaw',
  'laborLaw',
  'trafficLaw',
  'expats',
]);

/** Every page of this content that holds the consultation form. */
export function consultationFormPaths(content: SiteContent): string[] {
  return concretePaths(content).filter((path) => {
    const key = findRoute(path)?.key;
    return key !== undefined && CONSULTATION_FORM_ROUTES.has(key);
  });
}
