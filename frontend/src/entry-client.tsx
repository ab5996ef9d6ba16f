import './app/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { guardFormsUntilHydrated } from './components/form-hydration';
import type { SiteContent } from './content/site-content';
import { trackClicks } from './lib/analytics';
import { SITE_CONTENT_ID } from './server/site-content-id';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

const app = (content: SiteContent) => (
  <StrictMode>
    <App content={content} />
  </StrictMode>
);

/** The content the server rendered this page from, so hydration renders the very same tree. */
function embeddedContent(): SiteContent | null {
  const data = document.getElementById(SITE_CONTENT_ID)?.textContent;
  return data ? (JSON.parse(data) as SiteContent) : null;
}

// Before hydration: a click on a tracked link counts whether or not its part of the page has its code.
trackClicks();

const content = embeddedContent();
// Server-rendered pages hydrate once their page's code is in (the HTML preloads it); the dev server's
// empty shell renders from scratch.
if (container.firstElementChild && content) {
  guardFormsUntilHydrated();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page, so a tap during start-up is answered at once.
  void preloadPage(window.location.pathname).finally(() =>
    startTransition(() => {
      hydrateRoot(container, app(content));
    }),
  );
} else if (content) {
  createRoot(container).render(app(content));
} else if (import.meta.env.DEV) {
  // The dev server's shell carries no content: the seed stands in (the production bundle never holds it).
  void import('./content/seed-site-content').then(({ seedSiteContent }) =>
    createRoot(container).render(app(seedSiteContent)),
  );
}
