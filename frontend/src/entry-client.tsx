import './app/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { guardFormsUntilHydrated } from './components/form-hydration';
import { trackClicks } from './lib/analytics';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Before hydration: a click on a tracked link counts whether or not its part of the page has its code.
trackClicks();

// Prerendered pages hydrate once their page's code is in (the HTML preloads it); the dev server's
// empty shell renders from scratch.
if (container.firstElementChild) {
  guardFormsUntilHydrated();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page, so a tap during start-up is answered at once.
  void preloadPage(window.location.pathname).finally(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  createRoot(container).render(app);
}
