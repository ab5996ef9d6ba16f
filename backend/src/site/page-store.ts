import { createHash } from 'node:crypto';
import { contentText } from '@abogados/shared';
import { type BuiltSite } from './built-site';
import { type PageRenderer } from './page-renderer';
import { type Resource, variantFor } from './representation';
import { type SiteContentSource } from './site-content-source';
import { type ContentSection, type SiteContentValue } from './ssr-bundle';

/** Not-found pages are kept under their prefix, apart from route paths. */
const NOT_FOUND_KEY = '404:';
const notFoundKey = (prefix: string) => `${NOT_FOUND_KEY}${prefix}`;

/** Paths looked up as they come for a kept page: nothing to decode, and Express would read them the same. */
const SIMPLE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/** A page as it is sent, and the content version it was rendered from. */
interface CachedPage {
  version: number;
  resource: Resource;
}

const contentHash = (content: SiteContentValue) =>
  createHash('sha256').update(contentText(content)).digest('hex');

/**
 * The site's pages and crawl files for the current content, each with its representations (representation.ts).
 * While the content is the one the build rendered from, the built files are it. After a change, a page is
 * rendered on its first request (once, however many ask at the same time) and kept until a change touches
 * it (the bundle's pathsTouchedBy); a page the change does not touch keeps its HTML and gets the new content
 * in its data block. Crawl files and the set of pages are worked out once per content version.
 */
export class PageStore {
  /** Rendered (or built, while they match the content) pages by route path or not-found key. */
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  /** True while the content is the one the build rendered from: the built pages and documents are it. */
  private asBuilt = true;
  private documents?: { version: number; documents: Map<string, Resource> };
  private concrete?: { version: number; paths: Set<string> };
  /** The warm-up's next step, while it runs. */
  private warming?: NodeJS.Immediate;

  constructor(
    readonly site: BuiltSite,
    private readonly renderer: PageRenderer,
    private readonly content?: SiteContentSource,
  ) {}

  /**
   * Once the content is loaded: keeps the built pages while the content is the one the build rendered them
   * from (a build that does not say counts as current until a change). False when they are stale and pages
   * are rendered instead.
   */
  start(): boolean {
    const { site } = this;
    const current = this.content?.snapshot();
    const stale = current && site.contentHash !== undefined && site.contentHash !== contentHash(current);
    // Without the renderer the built pages are still the best there is: a stale page beats an error page.
    if (stale && this.renderer.available()) {
      this.asBuilt = false;
      return false;
    }
    const version = current?.version ?? 0;
    for (const path of site.pagePaths) this.pages.set(path, { version, resource: site.routes.get(path)! });
    for (const { prefix, page } of site.notFound)
      this.pages.set(notFoundKey(prefix), { version, resource: page });
    return true;
  }

  /**
   * Drops the pages a change touches. The others keep their HTML: on their next request they get the new
   * content in their data block (what the browser hydrates and navigates with), without a render.
   */
  invalidate(changed: ContentSection[]): void {
    // Without the renderer, the pages kept are the best there is: a stale page beats an error page.
    if (!this.renderer.available()) return;
    this.asBuilt = false;
    const touched = this.renderer.pathsTouchedBy(changed);
    if (touched === 'all') return this.pages.clear();
    const prefixes = touched.filter((path) => path.endsWith('/'));
    for (const key of [...this.pages.keys()]) {
      const path = key.startsWith(NOT_FOUND_KEY) ? key.slice(NOT_FOUND_KEY.length) : key;
      if (touched.includes(path) || prefixes.some((prefix) => path.startsWith(prefix)))
        this.pages.delete(key);
    }
  }

  /**
   * The page kept for `path` (a request's path) when it is current and nothing but the page could answer
   * that path; undefined for any path that would need decoding, a redirect, a render or a refresh.
   */
  kept(path: string): Resource | undefined {
    if (!SIMPLE_PATH.test(path) || this.site.assets.has(path)) return undefined;
    const kept = this.pages.get(path);
    if (!kept) return undefined;
    const content = this.content?.snapshot();
    if (content && kept.version !== content.version) return undefined;
    return this.isPage(path) ? kept.resource : undefined;
  }

  /** Whether the site has a page at `path` (a canonical path): in the content, or as the build made it. */
  isPage(path: string): boolean {
    const content = this.content?.snapshot();
    if (this.asBuilt || !content || !this.renderer.available()) return this.site.pagePaths.has(path);
    if (this.concrete?.version !== content.version) {
      this.concrete = { version: content.version, paths: new Set(this.renderer.concretePaths(content)) };
    }
    return this.concrete.paths.has(path);
  }

  /** A crawl file or feed for the current content: as built while it is the build's, else rendered once per version. */
  document(path: string): Resource | undefined {
    const { routes } = this.site;
    const content = this.content?.snapshot();
    if (this.asBuilt || !content || !this.renderer.available()) return routes.get(path);
    if (this.documents?.version !== content.version) {
      const documents = this.renderer.crawlFiles(content, (file) => routes.get(file));
      this.documents = { version: content.version, documents };
    }
    return this.documents.documents.get(path);
  }

  /** The page at a route path for the current content: kept, being rendered, or rendered now. */
  async page(path: string): Promise<Resource> {
    return (await this.cached(path, () => path)).resource;
  }

  /** The not-found page for `prefix` (one of the build's), as `page` gives a page. */
  async notFound(prefix: string): Promise<Resource> {
    const key = notFoundKey(prefix);
    return (await this.cached(key, () => this.renderer.notFoundPath(prefix))).resource;
  }

  /**
   * Once the server listens: makes the brotli variant (what browsers take) of every built page and crawl
   * file, one per turn of the event loop so requests are answered in between. A request that comes
   * first makes its own variant (representation.ts); gzip is made only when a client asks for it.
   */
  warmUp(): void {
    if (!this.asBuilt) return;
    const queue = [...this.site.routes.values(), ...this.site.notFound.map(({ page }) => page)];
    const next = () => {
      const target = queue.shift();
      this.warming = target ? setImmediate(next) : undefined;
      if (target) variantFor(target, 'br');
    };
    this.warming = setImmediate(next);
  }

  stop(): void {
    if (this.warming) clearImmediate(this.warming);
    this.warming = undefined;
  }

  /** `renderPath` says what the bundle renders for `key`: asked only when the bundle is needed. */
  private cached(key: string, renderPath: () => string | undefined): Promise<CachedPage> {
    const content = this.content?.snapshot();
    const kept = this.pages.get(key);
    if (kept && (!content || kept.version === content.version)) return Promise.resolve(kept);
    if (!content) return Promise.reject(new Error(`No page for ${key}`));
    if (kept && !this.renderer.available()) return Promise.resolve(kept);
    if (kept) {
      const resource = this.renderer.withContent(kept.resource, content, renderPath() ?? key);
      const page = { version: content.version, resource };
      this.pages.set(key, page);
      return Promise.resolve(page);
    }
    const id = `${content.version}:${key}`;
    let pending = this.rendering.get(id);
    if (!pending) {
      pending = this.render(key, renderPath(), content).finally(() => this.rendering.delete(id));
      this.rendering.set(id, pending);
    }
    return pending;
  }

  private async render(
    key: string,
    path: string | undefined,
    content: SiteContentValue,
  ): Promise<CachedPage> {
    if (path === undefined) throw new Error(`The SSR bundle has no not-found page for ${key}`);
    const resource = await this.renderer.page(path, content, this.site.noindex.has(key));
    const page = { version: content.version, resource };
    // A change that arrived while this page was rendering has already made it stale: send it, keep it not.
    if (this.content?.snapshot().version === content.version) this.pages.set(key, page);
    return page;
  }
}
