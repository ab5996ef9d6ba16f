import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/routes';
import { loadAllDeferred } from './components/deferred';

export { concretePaths } from './app/site-paths';
export { pageModule } from './app/routes';
export { crawlFiles } from './features/seo/crawl-files';
export { pageHead } from './features/seo/page-head';
export { headTags, PUBLIC_URL_TOKEN } from './features/seo/render-head';

/**
 * The body of one page as static HTML. The page's code and every deferred part are loaded first, so
 * nothing suspends: the HTML is complete and in place (a boundary that suspended would be written as
 * hidden HTML moved by an inline script). The client tree is the same, so it hydrates.
 */
export async function renderPage(url: string): Promise<string> {
  await preloadPage(url);
  await loadAllDeferred();
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // React outlines a finished boundary bigger than this into hidden HTML plus an inline script that
    // moves it into place (for streaming); a static page must have all its HTML in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
