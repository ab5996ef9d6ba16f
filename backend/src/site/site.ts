import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
  Optional,
} from '@nestjs/common';
import { type RequestHandler } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { loadBuiltSite } from './built-site';
import { PageRenderer } from './page-renderer';
import { PageStore } from './page-store';
import { type Resource } from './representation';
import { SITE_CONTENT_SOURCE, type SiteContentSource } from './site-content-source';
import { MANIFEST_FILE } from './site-manifest';
import { keptPages, SiteRouter } from './site-router';
import { type SiteContentValue, type SsrBundle } from './ssr-bundle';

/** What the server's request chain takes from the site (app.ts); nothing when there is no built site. */
export interface SiteHandlers {
  /** Early in the chain: kept pages, answered from the store. */
  keptPages?: RequestHandler;
  /** After the API: every other GET and HEAD of the site (see SiteRouter). */
  pages?: RequestHandler;
  /** CSP hashes of the inline scripts the built pages carry. */
  scriptHashes: string[];
}

/**
 * The site, as the rest of the server sees it: reads the build at start-up and wires its parts, a page
 * store (page-store.ts), the renderer (page-renderer.ts) and the router (site-router.ts), to the firm's
 * content (SiteContentSource) and the application's lifecycle; and answers what other modules ask of
 * pages (the no-JavaScript forms).
 */
@Injectable()
export class SiteService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Site');
  private readonly renderer: PageRenderer;
  private store?: PageStore;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(SITE_CONTENT_SOURCE) private readonly content?: SiteContentSource,
  ) {
    this.renderer = new PageRenderer(config.ssrDir, config.publicUrl, this.logger);
  }

  /** Reads the built site (once); the CSP must know its inline scripts before the first answer. */
  prepare(): SiteHandlers {
    const { publicDir, publicUrl } = this.config;
    if (!existsSync(join(publicDir, MANIFEST_FILE))) {
      this.logger.warn(`No built site in ${publicDir}: run "npm run build". Only the API is served.`);
      return { scriptHashes: [] };
    }
    const started = Date.now();
    const site = loadBuiltSite(publicDir, publicUrl);
    this.renderer.allowScripts(site.scriptHashes);
    const store = (this.store = new PageStore(site, this.renderer, this.content));
    this.logger.log(
      `Serving ${site.routes.size} pages and documents and ${site.assets.size} static files from ${publicDir} ` +
        `(prepared in ${Date.now() - started} ms)`,
    );
    const router = new SiteRouter(store, this.renderer, this.content);
    return { keptPages: keptPages(store), pages: router.handler, scriptHashes: site.scriptHashes };
  }

  onModuleInit(): void {
    this.content?.onChange((_content, changed) => this.store?.invalidate(changed));
  }

  /** Once the content is loaded (modules' init): the built pages, while the content is the build's. */
  onApplicationBootstrap(): void {
    if (this.store?.start() === false)
      this.logger.log(
        'The site content differs from the build: pages are rendered from it as they are asked for',
      );
  }

  /** Once the server listens: compresses the built pages in the background (PageStore.warmUp). */
  warmUp(): void {
    this.store?.warmUp();
  }

  onApplicationShutdown(): void {
    this.store?.stop();
  }

  /** The page kept ready for `path`, as the chain's first site middleware would send it, or undefined. */
  keptPage(path: string): Resource | undefined {
    return this.store?.kept(path);
  }

  /**
   * The renderer and the content to render from now, for what is rendered from parts of pages (the form's
   * answers): undefined without a built site, content or SSR bundle.
   */
  renderContext(): { bundle: SsrBundle; content: SiteContentValue } | undefined {
    const content = this.content?.snapshot();
    if (!this.store || !content || !this.renderer.available()) return undefined;
    return { bundle: this.renderer.ssr(), content };
  }

  /** Route paths of the site's pages. */
  pagePaths(): string[] {
    return this.store ? [...this.store.site.pagePaths] : [];
  }
}
