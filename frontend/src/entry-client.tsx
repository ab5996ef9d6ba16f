import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { guardFormsUntilHydrated } from './components/deferred';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages hydrate once their page's code is in (the HTML preloads it); the dev server's
// empty shell renders from scratch.
if (container.firstElementChild) {
  guardFormsUntilHydrated();
  void preloadPage(window.location.pathname).finally(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
