// Every concrete URL of the site, for the build (prerendering, sitemap), the server and the head metadata.
// Kept apart from the route table so the router in the browser does not carry the blog's post list.
import type { SiteContent } from '../content/site-content';
import type { Language } from '../i18n/language';
import { isPattern, routeTable, type RouteKey } from './route-table';

type Expand = (language: Language, content: SiteContent) => string[];

// Values for each parameterised route, per language; a pattern without an entry here fails.
const slugsFor: Partial<Record<RouteKey, Expand>> = {
  blogPost: (language, content) =>
    content.blog.posts.filter((post) => post.language === language).map((post) => post.slug),
};

/**
 * Pages that exist only for what a request names (a booking's private link): the server renders them per
 * request (backend/src/booking/form/), never ahead, and no list holds them.
 */
export const PER_REQUEST_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'bookingConfirmed',
  'bookingManage',
]);

const known = new WeakMap<SiteContent, string[]>();

/** Every concrete URL the site answers with 200 for this content; the server sends a real 404 for anything else. */
export function concretePaths(content: SiteContent): string[] {
  const cached = known.get(content);
  if (cached) return cached;
  const paths = new Set<string>();
  for (const entry of routeTable) {
    if (PER_REQUEST_ROUTES.has(entry.key)) continue;
    for (const [language, path] of [
      ['es', entry.es],
      ['en', entry.en],
    ] as const) {
      if (path === null) continue;
      if (!isPattern(path)) {
        paths.add(path);
        continue;
      }
      const expand = slugsFor[entry.key];
      if (!expand) throw new Error(`No concrete values for route pattern ${path}`);
      for (const slug of expand(language, content)) paths.add(path.replace(/:[^/]+/, slug));
    }
  }
  const list = [...paths];
  known.set(content, list);
  return list;
}
