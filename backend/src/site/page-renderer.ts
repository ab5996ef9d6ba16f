import { type Logger } from '@nestjs/common';
import { type PublicPost } from '@abogados/shared';
import { errorMessage } from '../common/error-message';
import { inlineScriptHashes } from '../security/security-headers';
import { documentHeaders, HTML, NOINDEX, pageHeaders } from './built-site';
import { compressedResource, type Resource } from './representation';
import {
  type ContentSection,
  loadSsrBundle,
  type SiteContentValue,
  type SsrBundle,
  withPublicUrl,
} from './ssr-bundle';

/**
 * The SSR bundle's calls, as ready-to-send resources: pages, previews and crawl files rendered from the
 * firm's content, with the public URL in place of the bundle's token. Loads the bundle on first need;
 * without one (an installation with only the built pages) `available()` says so once in the log.
 */
export class PageRenderer {
  private bundle?: SsrBundle;
  private missing = false;
  /** The inline scripts the Content-Security-Policy allows (the built pages'). */
  private allowed = new Set<string>();

  constructor(
    private readonly ssrDir: string,
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {}

  allowScripts(hashes: readonly string[]): void {
    this.allowed = new Set(hashes);
  }

  /** Whether pages can be rendered here; the first failure to load the bundle is logged, and kept. */
  available(): boolean {
    if (this.bundle) return true;
    if (this.missing) return false;
    try {
      this.ssr();
      return true;
    } catch (error) {
      this.missing = true;
      this.logger.error(
        `Cannot render pages from the site content (${errorMessage(error)}): the built pages are served as they are`,
      );
      return false;
    }
  }

  /** The bundle itself (loaded once): for what renders parts of pages (the form's answers). */
  ssr(): SsrBundle {
    this.bundle ??= loadSsrBundle(this.ssrDir);
    return this.bundle;
  }

  pathsTouchedBy(changed: readonly ContentSection[]): string[] | 'all' {
    return this.ssr().pathsTouchedBy(changed);
  }

  concretePaths(content: SiteContentValue): string[] {
    return this.ssr().concretePaths(content);
  }

  /** The path the bundle renders the not-found page under `prefix` from. */
  notFoundPath(prefix: string): string | undefined {
    return this.ssr().NOT_FOUND_PAGES.find((page) => page.prefix === prefix)?.render;
  }

  /** The page at `path`; `noindex` says the build keeps it out of search engines. */
  async page(path: string, content: SiteContentValue, noindex: boolean): Promise<Resource> {
    const bundle = this.ssr();
    const { html, head, status } = await bundle.render(path, content);
    const text = withPublicUrl(bundle, html, this.publicUrl);
    for (const hash of inlineScriptHashes(text)) {
      if (!this.allowed.has(hash))
        this.logger.error(
          `${path} has an inline script the Content-Security-Policy does not allow (${hash})`,
        );
    }
    const hidden = noindex || status === 404 || head.robots !== undefined;
    return compressedResource(pageHeaders(hidden), text);
  }

  /** A kept page with `content` in its data block: for a page a change did not touch, without a render. */
  withContent(kept: Resource, content: SiteContentValue, path: string): Resource {
    const html = this.ssr().withEmbeddedContent(kept.identity.body.toString('utf8'), content, path);
    return compressedResource(kept.headers, html);
  }

  /** A post's private preview page. */
  async preview(post: PublicPost, content: SiteContentValue): Promise<Resource> {
    const bundle = this.ssr();
    const html = withPublicUrl(bundle, await bundle.renderPreview(post, content), this.publicUrl);
    const headers = { 'Content-Type': HTML, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': NOINDEX };
    return compressedResource(headers, html);
  }

  /** robots.txt, sitemap.xml and the feeds; `built` gives a file's headers as the build served it. */
  crawlFiles(
    content: SiteContentValue,
    built: (file: string) => Resource | undefined,
  ): Map<string, Resource> {
    const documents = new Map<string, Resource>();
    for (const [file, text] of Object.entries(this.ssr().crawlFiles(this.publicUrl, content))) {
      documents.set(file, compressedResource(built(file)?.headers ?? documentHeaders(file), text));
    }
    return documents;
  }
}
