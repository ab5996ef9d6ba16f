import type { PageState, RenderedPage } from '@abogados/shared';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app';
import { AppProviders } from './app/providers';
import { pageContent, postPath, type BlogPost } from './content/blog';
import { preloadPage } from './app/routes';
import { concretePaths } from './app/site-paths';
import { loadAllDeferred } from './components/deferred';
import type { SiteContent } from './content/site-content';
import { pageHead, type PageHead } from './features/seo/page-head';
import { pageDocument } from './server/page-document';
import { staticMarkup } from './server/static-markup';
import { SubmittedForm } from './features/consultation-form/submitted-form';
import { InitialBookingState } from './features/booking/booking-state';

export { contentText } from '@abogados/shared';
export { isStaffModule, isStaffPath } from './app/routes';
export { consultationFormPaths, pathsTouchedBy } from './app/route-sections';
export { concretePaths } from './app/site-paths';
export { seedSiteContent } from './content/seed-site-content';
export type { SiteContent } from './content/site-content';
export { crawlFiles } from './features/seo/crawl-files';
export { PUBLIC_URL_TOKEN } from './features/seo/render-head';
export {
  CLIENT_MANIFEST_FILE,
  loadBuildAssets,
  TEMPLATE_FILE,
  withEmbeddedContent,
} from './server/page-document';
export { pageHead };

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

/**
 * The body of one page as static HTML. The page's code and every deferred part are loaded first, so
 * nothing suspends: the HTML is complete and in place (a boundary that suspended would be written as
 * hidden HTML moved by an inline script). The client tree is the same, so it hydrates.
 */
async function renderBody(url: string, content: SiteContent, state: PageState = {}): Promise<string> {
  await preloadPage(url);
  await loadAllDeferred();
  const booking = state.booking && { current: { ...state.booking, path: url } };
  return staticMarkup(
    <StrictMode>
      <AppProviders content={content}>
        <StaticRouter location={url + (state.booking?.search ?? '')}>
          <SubmittedForm.Provider value={state.form}>
            <InitialBookingState.Provider value={booking ?? { current: undefined }}>
              <AppRoutes />
            </InitialBookingState.Provider>
          </SubmittedForm.Provider>
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The complete page at `url` (a canonical route path) rendered from `content`. With a form's state (a post
 * of its consultation form without JavaScript the server refused) the page shows it, and is complete
 * without its code: React in the browser would find a form it did not render.
 */
export async function render(
  url: string,
  content: SiteContent,
  state: PageState = {},
): Promise<RenderedPage & { head: PageHead }> {
  const head = pageHead(url, content);
  // The page shows, and hydrates with, only the posts it needs.
  const data = pageContent(url, content);
  const code = state.form === undefined && state.booking?.posted !== true;
  const booking = state.booking && { state: state.booking.state, search: state.booking.search, path: url };
  const html = pageDocument(url, head, await renderBody(url, data, state), data, { code, booking });
  // A booking page is rendered for what its request names (the server answers its status).
  const found = booking !== undefined || concretePaths(content).includes(url);
  return { status: found ? 200 : 404, head, html };
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
