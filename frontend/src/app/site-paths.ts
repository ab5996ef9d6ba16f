// Every concrete URL of the site, for the build (prerendering, sitemap) and the head metadata. Kept
// apart from the route table so the router in the browser does not carry the blog's post list.
import { blogPosts } from '../content/blog-posts';
import type { Language } from '../i18n/language';
import { isPattern, routeTable, type RouteKey } from './route-table';

// Values for each parameterised route, per language; a pattern without an entry here fails the build.
const slugsFor: Partial<Record<RouteKey, (language: Language) => string[]>> = {
  blogPost: (language) => blogPosts.filter((post) => post.language === language).map((post) => post.slug),
};

/** Every concrete URL the SPA answers with 200; the server sends a real 404 for anything else. */
export function concretePaths(): string[] {
  const paths = new Set<string>();
  for (const entry of routeTable) {
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
      for (const slug of expand(language)) paths.add(path.replace(/:[^/]+/, slug));
    }
  }
  return [...paths];
}
