import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { canonicalPath, decodePath } from './canonical';
import { type PageRenderer } from './page-renderer';
import { type PageStore } from './page-store';
import { send } from './representation';
import { type SiteContentSource } from './site-content-source';

/** Redirects only ever point at the canonical spelling, which does not move between builds. */
const REDIRECT_CACHE = 'public, max-age=86400';
/** A post's old URL: permanent, but staff may change the slug again, so caches keep it an hour. */
const MOVED_CACHE = 'public, max-age=3600';
/** The blog's post previews: private pages, never kept by a cache. */
const PREVIEW = /^\/blog\/preview\/([A-Za-z0-9_-]{43})$/;

function isPassThrough(path: string): boolean {
  // Express matches routes case-insensitively, so /API/health is an API path too.
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/media/');
}

/** A GET or HEAD without a body: what the site answers before the body parsers (a body goes past them). */
const bodiless = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  req.headers['content-length'] === undefined &&
  req.headers['transfer-encoding'] === undefined;

/**
 * Middleware, early in the one chain (after the request log and the security headers): answers GET and
 * HEAD for a page the store keeps ready and current, with nothing else to do. Every other request goes on.
 */
export function keptPages(store: PageStore): RequestHandler {
  return (req, res, next) => {
    const page = bodiless(req) ? store.kept(req.path) : undefined;
    if (page) send(req, res, page, 200);
    else next();
  };
}

/**
 * Which path answers what, after the API: static files, pages, crawl files, post previews, a post's old
 * URL (301 to where it is now), another spelling of a page (301 to the canonical one), and for every other
 * path a real 404 page in the language its prefix says. Only GET and HEAD outside /api and /media.
 */
export class SiteRouter {
  constructor(
    private readonly store: PageStore,
    private readonly renderer: PageRenderer,
    private readonly content?: SiteContentSource,
  ) {}

  readonly handler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isPassThrough(req.path)) return next();
    this.serve(req, res).catch(next);
  };

  private async serve(req: Request, res: Response): Promise<void> {
    const { store } = this;
    const { site } = store;
    const path = decodePath(req.path);
    const asset = path === undefined ? undefined : site.assets.get(path);
    if (asset) return send(req, res, asset, 200);
    if (path !== undefined && store.isPage(path)) return send(req, res, await store.page(path), 200);
    const document = path === undefined || site.pagePaths.has(path) ? undefined : store.document(path);
    if (document) return send(req, res, document, 200);
    const token = path === undefined ? undefined : PREVIEW.exec(path)?.[1];
    if (token !== undefined && (await this.preview(req, res, token))) return;

    // An undecodable path names no page; its raw form still tells which language's 404 to show.
    const canonical = canonicalPath(path ?? req.path);
    const moved = this.content?.redirect(canonical, this.content.snapshot());
    if (moved !== undefined && store.isPage(moved)) return redirect(req, res, moved, MOVED_CACHE);
    if (path !== undefined && canonical !== path && (store.isPage(canonical) || site.routes.has(canonical)))
      return redirect(req, res, canonical, REDIRECT_CACHE);
    const prefix = site.notFound.find((entry) => canonical.startsWith(entry.prefix))?.prefix ?? '/';
    send(req, res, await store.notFound(prefix), 404);
  }

  /** Sends a post's preview page, if `token` names a post (false: it names none, and the path is a 404). */
  private async preview(req: Request, res: Response, token: string): Promise<boolean> {
    const post = await this.content?.previewPost(token);
    const content = this.content?.snapshot();
    if (post === undefined || !content || !this.renderer.available()) return false;
    send(req, res, await this.renderer.preview(post, content), 200);
    return true;
  }
}

/** A 301 to `to`, the request's query string kept. */
function redirect(req: Request, res: Response, to: string, cache: string): void {
  const query = req.originalUrl.indexOf('?');
  res.status(301).setHeader('Cache-Control', cache);
  res.location(encodeURI(to) + (query === -1 ? '' : req.originalUrl.slice(query)));
  res.end();
}
