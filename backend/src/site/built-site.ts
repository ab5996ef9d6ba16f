import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes } from '../security/security-headers';
import { compressedResource, type Resource } from './representation';
import { readSiteManifest } from './site-manifest';
import { contentTypeOf, listPublicFiles, loadStaticAssets } from './static-assets';

export const HTML = 'text/html; charset=utf-8';
/** Pages change with every build under the same URL, so caches must check back (cheap with the ETag). */
export const REVALIDATE = 'no-cache';
export const NOINDEX = 'noindex, nofollow';

/** The built site, ready to send: read once at start-up. */
export interface BuiltSite {
  /** Pages and documents by their canonical path. */
  routes: Map<string, Resource>;
  /** Route paths kept out of search engines. */
  noindex: Set<string>;
  /** Route paths that are pages (the rest of `routes` are documents: robots.txt, sitemap.xml). */
  pagePaths: Set<string>;
  notFound: { prefix: string; page: Resource }[];
  /** Static files by exact URL path (case-sensitive: hashed names). */
  assets: Map<string, Resource>;
  /** CSP hashes of the inline scripts any page carries, for the Content-Security-Policy. */
  scriptHashes: string[];
  /** SHA-256 of the content the pages were rendered from, when the build says. */
  contentHash?: string;
}

export function pageHeaders(noindex: boolean): Record<string, string> {
  // Staff pages and not-found pages stay out of search results.
  return noindex
    ? { 'Content-Type': HTML, 'Cache-Control': REVALIDATE, 'X-Robots-Tag': NOINDEX }
    : { 'Content-Type': HTML, 'Cache-Control': REVALIDATE };
}

/** A crawl file's or feed's headers: its type by name, revalidated like the pages. */
export const documentHeaders = (file: string) => ({
  'Content-Type': contentTypeOf(file),
  'Cache-Control': REVALIDATE,
});

/** Reads what the frontend build left in `publicDir`, the public URL in place of the build's token. */
export function loadBuiltSite(publicDir: string, publicUrl: string): BuiltSite {
  const files = listPublicFiles(publicDir);
  const manifest = readSiteManifest(publicDir, files);
  // split/join, not replace: the URL must go in literally, whatever `$` patterns it might hold.
  const text = (file: string) =>
    readFileSync(join(publicDir, file), 'utf8').split(manifest.token).join(publicUrl);
  const noindex = new Set(manifest.noindex);
  const scriptHashes = new Set<string>();
  const pageText = (file: string) => {
    const html = text(file);
    inlineScriptHashes(html).forEach((hash) => scriptHashes.add(hash));
    return html;
  };

  const routes = new Map<string, Resource>();
  for (const [path, file] of Object.entries(manifest.pages)) {
    routes.set(path, compressedResource(pageHeaders(noindex.has(path)), pageText(file)));
  }
  for (const [path, file] of Object.entries(manifest.documents)) {
    routes.set(path, compressedResource(documentHeaders(file), text(file)));
  }
  const notFound = manifest.notFound.map(({ prefix, file }) => ({
    prefix,
    page: compressedResource(pageHeaders(true), pageText(file)),
  }));

  const named = new Set([
    ...Object.values(manifest.pages),
    ...Object.values(manifest.documents),
    ...manifest.notFound.map(({ file }) => file),
  ]);
  return {
    routes,
    noindex,
    pagePaths: new Set(Object.keys(manifest.pages)),
    notFound,
    assets: loadStaticAssets(publicDir, files, named),
    scriptHashes: [...scriptHashes],
    contentHash: manifest.contentHash,
  };
}
