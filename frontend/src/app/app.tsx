import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './providers';
import { routeObjects } from './routes';

/** The routes alone; the browser and the prerenderer each wrap them in their own router. */
export function AppRoutes() {
  return useRoutes(routeObjects);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
