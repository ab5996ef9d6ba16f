import { useState } from 'react';
import { createBrowserRouter, RouterProvider, useRoutes } from 'react-router-dom';
import type { SiteContent } from '../content/site-content';
import { AppProviders } from './providers';
import { routeObjects } from './routes';

/** The routes alone, for the prerenderer's static router (the same route objects as the browser's). */
export function AppRoutes() {
  return useRoutes(routeObjects);
}

/**
 * In the browser, a data router: the same routes and the same markup as the prerendered page (it has no
 * loaders), and it can hold a navigation back while a form asks whether to leave (React Router's blocker,
 * which only a data router offers).
 */
export function App({ content }: { content: SiteContent }) {
  const [router] = useState(() => createBrowserRouter(routeObjects));
  return (
    <AppProviders content={content}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
