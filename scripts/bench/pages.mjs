// The pages both web benchmarks look at, and where their built HTML lives.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicDir } from './paths.mjs';

export const PAGES = [
  '/',
  '/en',
  '/servicios/derecho-de-familia',
  '/blog/divorcio-en-medellin-2025',
  '/contacto',
  '/en/blog',
];

/**
 * The built HTML file of each page: from `backend/public/site.json` (`pages: { path: file }`) when the
 * prerender writes one, else `<path>/index.html`; `/` falls back to the SPA shell `index.html`.
 * `file` is null when the build has no file for the page.
 */
export function pageFiles(paths = PAGES, dir = publicDir) {
  const siteJson = join(dir, 'site.json');
  const hasSiteJson = existsSync(siteJson);
  const listed = hasSiteJson ? (JSON.parse(readFileSync(siteJson, 'utf8')).pages ?? {}) : {};
  const pages = paths.map((path) => {
    const candidates = [
      listed[path],
      listed[`${path}/`],
      path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
    ].filter(Boolean);
    const file = candidates.map((rel) => join(dir, rel.replace(/^\/+/, ''))).find(existsSync) ?? null;
    return { path, file };
  });
  return { source: hasSiteJson ? 'backend/public/site.json' : '<path>/index.html', pages };
}
