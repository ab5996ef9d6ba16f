// robots.txt, sitemap.xml and the blog's feeds, made from the same route table, heads and content as the
// pages, so the sitemap lists exactly the pages that answer 200 and their language alternates. The build
// writes them from the seed content; the server makes them again when the content changes.
import { concretePaths } from '../../app/site-paths';
import type { SiteContent } from '../../content/site-content';
import { postAt } from '../../content/blog';
import { blogFeed } from './blog-feed';
import { feedPath, pageHead } from './page-head';

/** Paths that exist but are not for search engines. */
const PRIVATE_PREFIXES = ['/admin', '/api'];

const isPublic = (path: string) =>
  !PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page search engines may index, the order of the route table. */
export function publicPaths(content: SiteContent): string[] {
  return concretePaths(content).filter(
    (path) => isPublic(path) && pageHead(path, content).robots === undefined,
  );
}

function sitemapXml(origin: string, content: SiteContent): string {
  const urls = publicPaths(content).map((path) => {
    const alternates = pageHead(path, content).alternates.map(
      ({ hreflang, path: target }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(origin + target)}"/>`,
    );
    const post = postAt(content, path);
    const lastmod = post ? [`    <lastmod>${post.updatedAt}</lastmod>`] : [];
    return [
      '  <url>',
      `    <loc>${xmlEscape(origin + path)}</loc>`,
      ...lastmod,
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The crawl files and feeds by their URL path; `origin` is the site's absolute origin (or a token for it). */
export function crawlFiles(origin: string, content: SiteContent): Record<string, string> {
  return {
    '/robots.txt': robotsTxt(origin),
    '/sitemap.xml': sitemapXml(origin, content),
    [feedPath('es')]: blogFeed(origin, 'es', content),
    [feedPath('en')]: blogFeed(origin, 'en', content),
  };
}
