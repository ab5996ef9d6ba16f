import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type AppConfig } from '../config/app-config';
import { inlineScriptHashes } from '../security/security-headers';
import { canonicalPath, decodePath } from './canonical';
import { compressedResource, type Resource, send } from './representation';
import { MANIFEST_FILE, readSiteManifest } from './site-manifest';
import { contentTypeOf, listPublicFiles, loadStaticAssets } from './static-assets';

const HTML = 'text/html; charset=utf-8';
/** Pages change with every build under the same URL, so caches must check back (cheap with the ETag). */
const REVALIDATE = 'no-cache';
const NOINDEX = 'noindex, nofollow';
/** Redirects only ever point at the canonical spelling, which does not move between builds. */
const REDIRECT_CACHE = 'public, max-age=86400';

/** The whole site, ready to send: built once at start-up, only read per request. */
interface Site {
  /** Pages and documents by their canonical path. */
  routes: Map<string, Resource>;
  notFound: { prefix: string; page: Resource }[];
  /** The page for the prefix `/`, which the manifest must have; a path without a leading / still gets it. */
  catchAll: Resource;
  /** Static files by exact URL path (case-sensitive: hashed names). */
  assets: Map<string, Resource>;
  /** CSP hashes of the inline scripts any page carries, for the Content-Security-Policy. */
  scriptHashes: string[];
}

function loadSite(publicDir: string, publicUrl: string): Site {
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
    const headers: Record<string, string> = { 'Content-Type': HTML, 'Cache-Control': REVALIDATE };
    // Staff pages stay out of search results.
    if (noindex.has(path)) headers['X-Robots-Tag'] = NOINDEX;
    routes.set(path, compressedResource(headers, pageText(file)));
  }
  for (const [path, file] of Object.entries(manifest.documents)) {
    routes.set(
      path,
      compressedResource({ 'Content-Type': contentTypeOf(file), 'Cache-Control': REVALIDATE }, text(file)),
    );
  }
  const notFoundHeaders = { 'Content-Type': HTML, 'Cache-Control': REVALIDATE, 'X-Robots-Tag': NOINDEX };
  const notFound = manifest.notFound.map(({ prefix, file }) => ({
    prefix,
    page: compressedResource(notFoundHeaders, pageText(file)),
  }));

  const named = new Set([
    ...Object.values(manifest.pages),
    ...Object.values(manifest.documents),
    ...manifest.notFound.map(({ file }) => file),
  ]);
  const catchAll = notFound.find(({ prefix }) => prefix === '/')!.page;
  return {
    routes,
    notFound,
    catchAll,
    assets: loadStaticAssets(publicDir, files, named),
    scriptHashes: [...scriptHashes],
  };
}

function isApiPath(path: string): boolean {
  // Express matches routes case-insensitively, so /API/health is an API path too.
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/media/'); // media: images module
}

function serve(site: Site, req: Request, res: Response): void {
  const path = decodePath(req.path);
  const found = path === undefined ? undefined : (site.routes.get(path) ?? site.assets.get(path));
  if (found) return send(req, res, found, 200);

  // An undecodable path names no page; its raw form still tells which language's 404 to show.
  const canonical = canonicalPath(path ?? req.path);
  if (path !== undefined && canonical !== path && site.routes.has(canonical)) {
    const query = req.originalUrl.indexOf('?');
    res.status(301).setHeader('Cache-Control', REDIRECT_CACHE);
    res.location(encodeURI(canonical) + (query === -1 ? '' : req.originalUrl.slice(query)));
    res.end();
    return;
  }
  const entry = site.notFound.find(({ prefix }) => canonical.startsWith(prefix));
  send(req, res, entry?.page ?? site.catchAll, 404);
}

/**
 * Serves the prerendered site the frontend build leaves in the public dir (see site-manifest.ts):
 * pages at their route paths, every unknown path with a real 404 page in its language, and static
 * files with the variants compressed at build time. Anything else, and all of /api, goes on to Nest.
 */
export function siteHandlers({ publicDir, publicUrl }: Pick<AppConfig, 'publicDir' | 'publicUrl'>): {
  handlers: RequestHandler[];
  scriptHashes: string[];
} {
  if (!existsSync(join(publicDir, MANIFEST_FILE))) {
    new Logger('Site').warn(`No built site in ${publicDir}: run "npm run build". Only the API is served.`);
    return { handlers: [], scriptHashes: [] };
  }
  const started = Date.now();
  const site = loadSite(publicDir, publicUrl);
  new Logger('Site').log(
    `Serving ${site.routes.size} pages and documents and ${site.assets.size} static files from ${publicDir} ` +
      `(prepared in ${Date.now() - started} ms)`,
  );
  const handler = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    serve(site, req, res);
  };
  return { handlers: [handler], scriptHashes: site.scriptHashes };
}
