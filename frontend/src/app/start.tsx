// The app in the browser, loaded by the client entry (entry-client.tsx) once the page has been painted.
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { announceHydrated } from '../components/held-clicks';
import type { SiteContent } from '../content/site-content';
import { SITE_CONTENT_ID } from '../server/site-content-id';
import { embeddedBookingState, InitialBookingState } from '../features/booking/booking-state';
import { App } from './app';
import { preloadPage } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

/** Tells the page, once React has committed it, that its buttons are React's (held-clicks.ts). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => announceHydrated(), []);
  return children;
}

// A booking page's state, rendered by the server for this request: the page hydrates with it.
const booking = { current: embeddedBookingState(document) };

const app = (content: SiteContent) => (
  <StrictMode>
    <Hydrated>
      <InitialBookingState.Provider value={booking}>
        <App content={content} />
      </InitialBookingState.Provider>
    </Hydrated>
  </StrictMode>
);

/** The content the server rendered this page from, so hydration renders the very same tree. */
function embeddedContent(): SiteContent | null {
  const data = document.getElementById(SITE_CONTENT_ID)?.textContent;
  return data ? (JSON.parse(data) as SiteContent) : null;
}

const content = embeddedContent();
// Server-rendered pages hydrate once their page's code is in (the entry preloads it); the dev server's
// empty shell renders from scratch.
if (container.firstElementChild && content) {
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
  void import('../content/seed-site-content').then(({ seedSiteContent }) =>
    createRoot(container).render(app(seedSiteContent)),
  );
}
