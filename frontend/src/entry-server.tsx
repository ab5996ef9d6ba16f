import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app';
import { AppProviders } from './app/providers';
import { isPattern, pathFor, type RouteKey } from './app/route-table';
import { pageContent, postPath, type BlogPost } from './content/blog';
import { preloadPage } from './app/routes';
import { concretePaths } from './app/site-paths';
import { loadAllDeferred } from './components/deferred';
import type { SiteContent } from './content/site-content';
import { pageHead, type PageHead } from './features/seo/page-head';
import { pageDocument } from './server/page-document';
import { staticMarkup } from './server/static-markup';
import type { FormAnswer } from './features/consultation-form/consultation-form';
import { FormSlot } from './features/consultation-form/form-slot';
import { LiveConsultationForm } from './features/consultation-form/live-form';
import type { Language } from './i18n';

export { contentText } from '@abogados/shared';
export { isStaffModule, isStaffPath } from './app/routes';
export { concretePaths } from './app/site-paths';
export { seedSiteContent } from './content/seed-site-content';
export type { SiteContent } from './content/site-content';
export { crawlFiles } from './features/seo/crawl-files';
export { PUBLIC_URL_TOKEN } from './features/seo/render-head';
export {
  CLIENT_MANIFEST_FILE,
  loadBuildAssets,
  TEMPLATE_FILE,
  type BuildFiles,
  withEmbeddedContent,
} from './server/page-document';
export { pageHead };

export interface RenderedPage {
  /** 200 for a page the site has, 404 for the not-found pages. */
  status: 200 | 404;
  head: PageHead;
  /** The whole document; absolute URLs carry PUBLIC_URL_TOKEN. */
  html: string;
}

/**
 * An unknown path is answered with the page the client router would show there: a blog slug that
 * does not exist gets 'Post not found' in its language, anything else the 404 page of its language.
 * `render` is the path rendered for the whole prefix; the first matching prefix wins.
 */
export const NOT_FOUND_PAGES = [
  { prefix: '/en/blog/', render: '/en/blog/-', file: 'en/blog/404.html' },
  { prefix: '/blog/', render: '/blog/-', file: 'blog/404.html' },
  { prefix: '/en/', render: '/en/-', file: 'en/404.html' },
  { prefix: '/', render: '/-', file: '404.html' },
] as const;

/** The parts of the site content, and the pages each one shows up on ('all': in every page's frame). */
export type ContentSection = 'firm' | 'controller' | 'attorney' | 'hero' | 'blog';
const SECTION_ROUTES: Record<ContentSection, readonly RouteKey[] | 'all'> = {
  // Header, footer, chat links and every page's JSON-LD (name, phone, address, picture).
  firm: 'all',
  hero: 'all',
  controller: ['privacy'],
  attorney: ['attorneys'],
  // The lists, and (by prefix) every post's page and the blog's not-found pages.
  blog: ['blog', 'blogPost'],
};

/**
 * The pages a change of these sections touches, or 'all'. A path ending in "/" stands for every page
 * under it (a post's page, whatever its slug).
 */
export function pathsTouchedBy(sections: readonly ContentSection[]): string[] | 'all' {
  const paths = new Set<string>();
  for (const section of sections) {
    const routes = SECTION_ROUTES[section];
    if (routes === 'all') return 'all';
    for (const key of routes) {
      for (const language of ['es', 'en'] as const) {
        const path = pathFor(key, language);
        paths.add(isPattern(path) ? path.slice(0, path.lastIndexOf('/') + 1) : path);
      }
    }
  }
  return [...paths];
}

/**
 * The body of one page as static HTML. The page's code and every deferred part are loaded first, so
 * nothing suspends: the HTML is complete and in place (a boundary that suspended would be written as
 * hidden HTML moved by an inline script). The client tree is the same, so it hydrates.
 */
async function renderBody(
  url: string,
  content: SiteContent,
  formSlot: string | null = null,
): Promise<string> {
  await preloadPage(url);
  await loadAllDeferred();
  return staticMarkup(
    <StrictMode>
      <AppProviders content={content}>
        <StaticRouter location={url}>
          <FormSlot.Provider value={formSlot}>
            <AppRoutes />
          </FormSlot.Provider>
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/** The complete page at `url` (a canonical route path) rendered from `content`. */
export async function render(url: string, content: SiteContent): Promise<RenderedPage> {
  const head = pageHead(url, content);
  // The page shows, and hydrates with, only the posts it needs.
  const data = pageContent(url, content);
  const html = pageDocument(url, head, await renderBody(url, data), data);
  return { status: concretePaths(content).includes(url) ? 200 : 404, head, html };
}

/** Where renderFormFrame cuts a page: text no page has, and React writes as it is. */
const FORM_SLOT = '%CONSULTATION_FORM%';

/**
 * A page with the consultation form, without the form and without the page's code (the server's answer to
 * a form sent without JavaScript is a plain page: React would find a form it did not render): the
 * document before where the form goes and after it. The server renders it once per page and content, and
 * puts renderFormAnswer's form between the two for each post. Null when the page has no such form.
 */
export async function renderFormFrame(
  url: string,
  content: SiteContent,
): Promise<{ before: string; after: string } | null> {
  const data = pageContent(url, content);
  const body = await renderBody(url, data, FORM_SLOT);
  const parts = pageDocument(url, pageHead(url, content), body, data, { code: false }).split(FORM_SLOT);
  return parts.length === 2 ? { before: parts[0], after: parts[1] } : null;
}

/**
 * The consultation form of the page at `url` as the server answers a post of it it refused: the values
 * sent in the fields, each message beside its field and a summary at the top linking to them.
 */
export function renderFormAnswer(
  url: string,
  content: SiteContent,
  language: Language,
  answer: FormAnswer,
): Promise<string> {
  return staticMarkup(
    <StrictMode>
      <AppProviders content={pageContent(url, content)}>
        <StaticRouter location={url}>
          <LiveConsultationForm language={language} answer={answer} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * A post's private preview: its page as it will look once published, rendered with it among the published
 * posts, kept out of search engines, and without the page's code (the HTML is complete: a preview is for
 * reading, and its URL is not the post's, where the browser's router would look for it).
 */
export async function renderPreview(post: BlogPost, content: SiteContent): Promise<string> {
  const others = content.blog.posts.filter(
    (other) => other.id !== post.id && !(other.language === post.language && other.slug === post.slug),
  );
  const withPost: SiteContent = { ...content, blog: { ...content.blog, posts: [post, ...others] } };
  const url = postPath(post);
  const head: PageHead = {
    ...pageHead(url, withPost),
    robots: 'noindex, nofollow',
    canonicalPath: null,
    alternates: [],
  };
  const data = pageContent(url, withPost);
  return pageDocument(url, head, await renderBody(url, data), data, { code: false });
}
