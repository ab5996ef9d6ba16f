import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The site content as the renderer takes it; the server reads only its version. */
export interface SiteContentValue {
  version: number;
}

/** The parts of the site content; see pathsTouchedBy. */
export type ContentSection = 'firm' | 'controller' | 'attorney' | 'hero' | 'blog';

/** A post of the consultation form the server refused: what was sent, and each field's message. */
export interface FormAnswer {
  values: {
    nombre: string;
    email: string;
    telefono: string;
    tipo_caso: string;
    mensaje: string;
    consent: boolean;
    website: string;
  };
  errors: Record<string, string>;
}

export interface RenderedPage {
  status: 200 | 404;
  head: { robots?: string };
  /** The whole document; absolute URLs carry the public-URL token. */
  html: string;
}

/** What the frontend's SSR entry (frontend/src/entry-server.tsx) exports, as the server uses it. */
export interface SsrBundle {
  render(url: string, content: SiteContentValue): Promise<RenderedPage>;
  /** A post's private preview page (noindex, no scripts). */
  renderPreview(post: unknown, content: SiteContentValue): Promise<string>;
  /** Pages a change touches; a path ending in "/" stands for every page under it. */
  pathsTouchedBy(sections: readonly ContentSection[]): string[] | 'all';
  /** Every page the content has (they answer 200). */
  concretePaths(content: SiteContentValue): string[];
  /** robots.txt, sitemap.xml and the feeds, by path; `origin` is the public URL or the token. */
  crawlFiles(origin: string, content: SiteContentValue): Record<string, string>;
  /**
   * A page with the consultation form cut where the form goes, without the page's code: null when the page
   * has no form. See renderFormAnswer.
   */
  renderFormFrame(url: string, content: SiteContentValue): Promise<{ before: string; after: string } | null>;
  /** The consultation form of the page at `url`, filled in with a post refused and its messages. */
  renderFormAnswer(
    url: string,
    content: SiteContentValue,
    language: string,
    answer: FormAnswer,
  ): Promise<string>;
  /** The page at `path` with `content` in its data block (for a page a change did not touch). */
  withEmbeddedContent(html: string, content: SiteContentValue, path: string): string;
  NOT_FOUND_PAGES: readonly { prefix: string; render: string }[];
  loadBuildAssets(files: { template: string; manifest: string }): void;
  TEMPLATE_FILE: string;
  CLIENT_MANIFEST_FILE: string;
  PUBLIC_URL_TOKEN: string;
}

export const SSR_ENTRY = 'entry-server.cjs';

/** Rendered text with the server's public URL where the renderer wrote its token (literally: no `$` patterns). */
export function withPublicUrl(bundle: SsrBundle, text: string, publicUrl: string): string {
  return text.split(bundle.PUBLIC_URL_TOKEN).join(publicUrl);
}

/**
 * Loads the SSR bundle the frontend build leaves in `ssrDir` (everything rendering needs is bundled
 * into it: no frontend packages at run time), with the page template and the client manifest.
 */
export function loadSsrBundle(ssrDir: string): SsrBundle {
  const entry = join(ssrDir, SSR_ENTRY);
  if (!existsSync(entry)) throw new Error(`No SSR bundle at ${entry}: run "npm run build"`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const bundle = require(entry) as SsrBundle;
  bundle.loadBuildAssets({
    template: readFileSync(join(ssrDir, bundle.TEMPLATE_FILE), 'utf8'),
    manifest: readFileSync(join(ssrDir, bundle.CLIENT_MANIFEST_FILE), 'utf8'),
  });
  return bundle;
}
