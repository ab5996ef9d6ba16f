import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Pages of the SPA that are for staff, not for search engines. */
const NOINDEX_PATHS = new Set(['/admin']);

/** The SPA's own list of routes, written by the frontend build (routes.json beside index.html). */
function readRoutes(publicDir: string): Set<string> {
  const file = join(publicDir, 'routes.json');
  if (!existsSync(file)) return new Set(['/']);
  return new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
}

/**
 * Serves the built SPA. Known routes get index.html with 200; any other path gets it with a real 404,
 * so crawlers never index a soft 404 (a plain SPA fallback answers 200 for everything).
 */
export function siteHandlers(publicDir: string): RequestHandler[] {
  const indexFile = join(publicDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('Site').warn(`No built site in ${publicDir}: run "npm run build". Only the API is served.`);
    return [];
  }
  const index = readFileSync(indexFile, 'utf8');
  const routes = readRoutes(publicDir);
  const assets = express.static(publicDir, {
    index: false,
    redirect: false,
    setHeaders: (res, path) => {
      // Vite names built assets by content hash, so they never change under the same URL.
      if (path.includes(`${join(publicDir, 'assets')}`))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    ) {
      return next();
    }
    const status = routes.has(req.path) ? 200 : 404;
    res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    // Staff pages and not-found pages stay out of search results.
    if (status === 404 || NOINDEX_PATHS.has(req.path)) res.set('X-Robots-Tag', 'noindex, nofollow');
    res.send(index);
  };
  return [(req, res, next) => (req.path.startsWith('/api/') ? next() : assets(req, res, next)), fallback];
}
