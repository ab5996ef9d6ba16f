import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { SiteContent } from '../content/site-content';
import { AppProviders } from './providers';
import { routeObjects } from './routes';

/** The routes alone; the browser and the prerenderer each wrap them in their own router. */
export function AppRoutes() {
  return useRoutes(routeObjects);
}

export function App({ content }: { content: SiteContent }) {
  return (
    <AppProviders content={content}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
