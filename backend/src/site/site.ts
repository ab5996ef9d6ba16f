import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentText } from '@abogados/shared';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
  Optional,
} from '@nestjs/common';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { errorMessage } from '../common/error-message';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { inlineScriptHashes } from '../security/security-headers';
import { canonicalPath, decodePath } from './canonical';
import { compressedResource, type Resource, send, variantFor } from './representation';
import { SITE_CONTENT_SOURCE, type SiteContentSource } from './site-content-source';
import { MANIFEST_FILE, readSiteManifest } from './site-manifest';
import {
  type ContentSection,
  loadSsrBundle,
  type SiteContentValue,
  type SsrBundle,
  withPublicUrl,
} from './ssr-bundle';
import { contentTypeOf, listPublicFiles, loadStaticAssets } from './static-assets';

const HTML = 'text/html; charset=utf-8';
/** Pages change with every build under the same URL, so caches must check back (cheap with the ETag). */
const REVALIDATE = 'no-cache';
const NOINDEX = 'noindex, nofollow';
/** Redirects only ever point at the canonical spelling, which does not move between builds. */
const REDIRECT_CACHE = 'public, max-age=86400';
/** A post's old URL: permanent, but staff may change the slug again, so caches keep it an hour. */
const MOVED_CACHE = 'public, max-age=3600';
/** The blog's post previews: private pages, never kept by a cache. */
const PREVIEW = /^\/blog\/preview\/([A-Za-z0-9_-]{43})$/;

/** The built site, ready to send: read once at start-up. */
interface Site {
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
    routes.set(path, compressedResource(pageHeaders(noindex.has(path)), pageText(file)));
  }
  for (const [path, file] of Object.entries(manifest.documents)) {
    routes.set(
      path,
      compressedResource({ 'Content-Type': contentTypeOf(file), 'Cache-Control': REVALIDATE }, text(file)),
    );
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

function pageHeaders(noindex: boolean): Record<string, string> {
  // Staff pages and not-found pages stay out of search results.
  return noindex
    ? { 'Content-Type': HTML, 'Cache-Control': REVALIDATE, 'X-Robots-Tag': NOINDEX }
    : { 'Content-Type': HTML, 'Cache-Control': REVALIDATE };
}

const contentHash = (content: SiteContentValue) =>
  createHash('sha256').update(contentText(content)).digest('hex');

function isPassThrough(path: string): boolean {
  // Express matches routes case-insensitively, so /API/health is an API path too.
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/media/');
}

/** Paths the fast path looks up as they come: nothing to decode, and Express would read them the same. */
const SIMPLE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/** Not-found pages are kept under their prefix, apart from route paths. */
const NOT_FOUND_KEY = '404:';
const notFoundKey = (prefix: string) => `${NOT_FOUND_KEY}${prefix}`;

/** A page as it is sent, and the content version it was rendered from. */
interface CachedPage {
  version: number;
  resource: Resource;
}

/** The crawl files and feeds as rendered from one content version. */
interface CachedDocuments {
  version: number;
  documents: Map<string, Resource>;
}

/**
 * Serves the site: pages at their route paths, every unknown path with a real 404 page in its
 * language, and static files with the variants compressed at build time. Anything else, and all of
 * /api, goes on to Nest.
 *
 * Pages are rendered from the firm's current content (SiteContentSource). The build prerenders every
 * page from the seed content; while the content is the one the build used, those files are served as
 * they are. Otherwise a page is rendered on its first request with the SSR bundle (loaded once) and
 * kept, compressed and with its ETag, until a content change touches it (pathsTouchedBy).
 */
@Injectable()
export class SiteService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Site');
  private site?: Site;
  private bundle?: SsrBundle;
  /** Rendered (or prerendered, while they match the content) pages by route path or not-found render path. */
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private scriptHashes = new Set<string>();
  private bundleMissing = false;
  /** True while the content is the one the build rendered from: the built pages and documents are it. */
  private asBuilt = true;
  private documents?: CachedDocuments;
  private concrete?: { version: number; paths: Set<string> };
  /** The warm-up's next step, while it runs. */
  private warming?: NodeJS.Immediate;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(SITE_CONTENT_SOURCE) private readonly content?: SiteContentSource,
  ) {}

  /** Reads the built site (once); the CSP must know its inline scripts before the first answer. */
  prepare(): { handlers: RequestHandler[]; scriptHashes: string[] } {
    const { publicDir, publicUrl } = this.config;
    if (!existsSync(join(publicDir, MANIFEST_FILE))) {
      this.logger.warn(`No built site in ${publicDir}: run "npm run build". Only the API is served.`);
      return { handlers: [], scriptHashes: [] };
    }
    const started = Date.now();
    const site = (this.site = loadSite(publicDir, publicUrl));
    this.scriptHashes = new Set(site.scriptHashes);
    this.logger.log(
      `Serving ${site.routes.size} pages and documents and ${site.assets.size} static files from ${publicDir} ` +
        `(prepared in ${Date.now() - started} ms)`,
    );
    const handler = (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || isPassThrough(req.path)) return next();
      this.serve(site, req, res).catch(next);
    };
    return { handlers: [handler], scriptHashes: site.scriptHashes };
  }

  /**
   * Once the content is loaded (modules' init): the built pages are the ones to send while the content
   * is the one the build rendered them from. A build that does not say what it was rendered from (a
   * hand-made site) counts as current until a change.
   */
  onApplicationBootstrap(): void {
    const site = this.site;
    if (!site) return;
    const current = this.content?.snapshot();
    const stale = current && site.contentHash !== undefined && site.contentHash !== contentHash(current);
    // Without the renderer the built pages are still the best there is: a stale page beats an error page.
    if (stale && this.renderer()) {
      this.asBuilt = false;
      this.logger.log(
        'The site content differs from the build: pages are rendered from it as they are asked for',
      );
      return;
    }
    const version = current?.version ?? 0;
    for (const path of site.pagePaths) this.pages.set(path, { version, resource: site.routes.get(path)! });
    for (const { prefix, page } of site.notFound)
      this.pages.set(notFoundKey(prefix), { version, resource: page });
  }

  /**
   * Once the server listens: makes the brotli variant (what browsers take) of every built page and crawl
   * file, one per turn of the event loop so requests are answered in between. A request that comes
   * first makes its own variant (representation.ts); gzip is made only when a client asks for it.
   */
  warmUp(): void {
    const site = this.site;
    if (!site || !this.asBuilt) return;
    const queue = [...site.routes.values(), ...site.notFound.map(({ page }) => page)];
    const next = () => {
      const target = queue.shift();
      this.warming = target ? setImmediate(next) : undefined;
      if (target) variantFor(target, 'br');
    };
    this.warming = setImmediate(next);
  }

  onApplicationShutdown(): void {
    if (this.warming) clearImmediate(this.warming);
    this.warming = undefined;
  }

  onModuleInit(): void {
    this.content?.onChange((_content, changed) => this.invalidate(changed));
  }

  /** The current HTML of a page the site has (with the public URL in it), or undefined. */
  async pageHtml(path: string): Promise<string | undefined> {
    if (!this.site?.pagePaths.has(path)) return undefined;
    return (await this.page(path)).resource.identity.body.toString('utf8');
  }

  /**
   * The page kept for `path` (a request's path, query string cut off) when it is current and nothing but
   * the page could answer that path: what the fast path (page-fast-path.ts) may send before Express. Any
   * path that would need decoding, a redirect, a render or a refresh gets undefined and goes the long way.
   */
  keptPage(path: string): Resource | undefined {
    const site = this.site;
    if (!site || !SIMPLE_PATH.test(path) || site.assets.has(path)) return undefined;
    const kept = this.pages.get(path);
    if (!kept) return undefined;
    const content = this.content?.snapshot();
    if (content && kept.version !== content.version) return undefined;
    return this.isPage(site, path) ? kept.resource : undefined;
  }

  /** The HTML of a page as the build wrote it (the same markup whatever the content), or undefined. */
  builtPageHtml(path: string): string | undefined {
    if (!this.site?.pagePaths.has(path)) return undefined;
    return this.site.routes.get(path)?.identity.body.toString('utf8');
  }

  /**
   * The renderer and the content to render from now, for what is rendered from parts of pages (the form's
   * answers): undefined without a built site, content or SSR bundle.
   */
  renderContext(): { bundle: SsrBundle; content: SiteContentValue } | undefined {
    const content = this.content?.snapshot();
    const bundle = this.site && content ? this.renderer() : undefined;
    return bundle && content ? { bundle, content } : undefined;
  }

  /** Route paths of the site's pages. */
  pagePaths(): string[] {
    return this.site ? [...this.site.pagePaths] : [];
  }

  /**
   * Drops the pages a change touches. The others keep their HTML: on their next request they get the new
   * content in their data block (what the browser hydrates and navigates with), without a render.
   */
  private invalidate(changed: ContentSection[]): void {
    // Without the renderer, the pages kept are the best there is: a stale page beats an error page.
    if (!this.renderer()) return;
    this.asBuilt = false;
    const touched = this.ssr().pathsTouchedBy(changed);
    if (touched === 'all') return this.pages.clear();
    const prefixes = touched.filter((path) => path.endsWith('/'));
    for (const key of [...this.pages.keys()]) {
      const path = key.startsWith(NOT_FOUND_KEY) ? key.slice(NOT_FOUND_KEY.length) : key;
      if (touched.includes(path) || prefixes.some((prefix) => path.startsWith(prefix)))
        this.pages.delete(key);
    }
  }

  /** Whether the site has a page at `path` (a canonical path): in the content, or as the build made it. */
  private isPage(site: Site, path: string): boolean {
    const content = this.content?.snapshot();
    if (this.asBuilt || !content || !this.renderer()) return site.pagePaths.has(path);
    if (this.concrete?.version !== content.version) {
      this.concrete = { version: content.version, paths: new Set(this.ssr().concretePaths(content)) };
    }
    return this.concrete.paths.has(path);
  }

  /** A crawl file or feed for the current content: as built while it is the build's, else rendered once per version. */
  private document(site: Site, path: string): Resource | undefined {
    const content = this.content?.snapshot();
    if (this.asBuilt || !content || !this.renderer()) return site.routes.get(path);
    if (this.documents?.version !== content.version) {
      const documents = new Map<string, Resource>();
      for (const [file, text] of Object.entries(this.ssr().crawlFiles(this.config.publicUrl, content))) {
        const built = site.routes.get(file);
        const headers = built?.headers ?? {
          'Content-Type': contentTypeOf(file),
          'Cache-Control': REVALIDATE,
        };
        documents.set(file, compressedResource(headers, text));
      }
      this.documents = { version: content.version, documents };
    }
    return this.documents.documents.get(path);
  }

  private ssr(): SsrBundle {
    this.bundle ??= loadSsrBundle(this.config.ssrDir);
    return this.bundle;
  }

  /** The SSR bundle, or undefined (said once in the log) when this installation has none. */
  private renderer(): SsrBundle | undefined {
    if (this.bundle) return this.bundle;
    if (this.bundleMissing) return undefined;
    try {
      return this.ssr();
    } catch (error) {
      this.bundleMissing = true;
      this.logger.error(
        `Cannot render pages from the site content (${errorMessage(error)}): the built pages are served as they are`,
      );
      return undefined;
    }
  }

  /** The page at `key` for the current content: kept, being rendered, or rendered now. */
  private page(key: string): Promise<CachedPage> {
    const content = this.content?.snapshot();
    const kept = this.pages.get(key);
    if (kept && (!content || kept.version === content.version)) return Promise.resolve(kept);
    if (!content) return Promise.reject(new Error(`No page for ${key}`));
    if (kept && !this.renderer()) return Promise.resolve(kept);
    if (kept) return Promise.resolve(this.refreshData(key, kept, content));
    const id = `${content.version}:${key}`;
    let pending = this.rendering.get(id);
    if (!pending) {
      pending = this.render(key, content).finally(() => this.rendering.delete(id));
      this.rendering.set(id, pending);
    }
    return pending;
  }

  private refreshData(key: string, kept: CachedPage, content: SiteContentValue): CachedPage {
    const html = this.ssr().withEmbeddedContent(
      kept.resource.identity.body.toString('utf8'),
      content,
      this.renderPath(key) ?? key,
    );
    const page = { version: content.version, resource: compressedResource(kept.resource.headers, html) };
    this.pages.set(key, page);
    return page;
  }

  /** The path rendered for a cache key: the route path, or the not-found page's render path. */
  private renderPath(key: string): string | undefined {
    return key.startsWith(NOT_FOUND_KEY)
      ? this.ssr().NOT_FOUND_PAGES.find(({ prefix }) => notFoundKey(prefix) === key)?.render
      : key;
  }

  private async render(key: string, content: SiteContentValue): Promise<CachedPage> {
    const bundle = this.ssr();
    const url = this.renderPath(key);
    if (url === undefined) throw new Error(`The SSR bundle has no not-found page for ${key}`);
    const { html, head, status } = await bundle.render(url, content);
    const text = withPublicUrl(bundle, html, this.config.publicUrl);
    for (const hash of inlineScriptHashes(text)) {
      if (!this.scriptHashes.has(hash))
        this.logger.error(`${key} has an inline script the Content-Security-Policy does not allow (${hash})`);
    }
    const noindex = status === 404 || head.robots !== undefined || this.site?.noindex.has(key) === true;
    const page = { version: content.version, resource: compressedResource(pageHeaders(noindex), text) };
    // A change that arrived while this page was rendering has already made it stale: send it, keep it not.
    if (this.content?.snapshot().version === content.version) this.pages.set(key, page);
    return page;
  }

  /** Sends a post's preview page, if `token` names a post (false: it names none, and the path is a 404). */
  private async preview(req: Request, res: Response, token: string): Promise<boolean> {
    const post = await this.content?.previewPost(token);
    const content = this.content?.snapshot();
    const bundle = this.renderer();
    if (post === undefined || !content || !bundle) return false;
    const html = withPublicUrl(bundle, await bundle.renderPreview(post, content), this.config.publicUrl);
    const headers = { 'Content-Type': HTML, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': NOINDEX };
    send(req, res, compressedResource(headers, html), 200);
    return true;
  }

  private async serve(site: Site, req: Request, res: Response): Promise<void> {
    const path = decodePath(req.path);
    const asset = path === undefined ? undefined : site.assets.get(path);
    if (asset) return send(req, res, asset, 200);
    if (path !== undefined && this.isPage(site, path))
      return send(req, res, (await this.page(path)).resource, 200);
    const document = path === undefined || site.pagePaths.has(path) ? undefined : this.document(site, path);
    if (document) return send(req, res, document, 200);
    const token = path === undefined ? undefined : PREVIEW.exec(path)?.[1];
    if (token !== undefined && (await this.preview(req, res, token))) return;

    // An undecodable path names no page; its raw form still tells which language's 404 to show.
    const canonical = canonicalPath(path ?? req.path);
    const moved = this.content?.redirect(canonical, this.content.snapshot());
    if (moved !== undefined && this.isPage(site, moved)) {
      const query = req.originalUrl.indexOf('?');
      res.status(301).setHeader('Cache-Control', MOVED_CACHE);
      res.location(encodeURI(moved) + (query === -1 ? '' : req.originalUrl.slice(query)));
      res.end();
      return;
    }
    if (
      path !== undefined &&
      canonical !== path &&
      (this.isPage(site, canonical) || site.routes.has(canonical))
    ) {
      const query = req.originalUrl.indexOf('?');
      res.status(301).setHeader('Cache-Control', REDIRECT_CACHE);
      res.location(encodeURI(canonical) + (query === -1 ? '' : req.originalUrl.slice(query)));
      res.end();
      return;
    }
    const prefix = site.notFound.find((entry) => canonical.startsWith(entry.prefix))?.prefix ?? '/';
    send(req, res, (await this.page(notFoundKey(prefix))).resource, 404);
  }
}
