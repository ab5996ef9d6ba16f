import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';
import { StaffLayout } from './layout/staff-layout';
import { page, type LazyPage } from './lazy-page';
import { findRoute, pathFor, routeTable, type RouteEntry, type RouteKey } from './route-table';

// Each page is its own chunk, so a visitor downloads the code of the page in front of them and not
// the admin panel's or the blog's. A Record over RouteKey: a route without a page fails the typecheck.
const pages: Record<RouteKey, LazyPage> = {
  home: page('home-page', 'HomePage'),
  services: page('services-page', 'ServicesPage'),
  familyLaw: page('family-law-page', 'FamilyLawPage'),
  criminalLaw: page('criminal-law-page', 'CriminalLawPage'),
  administrativeLaw: page('administrative-law-page', 'AdministrativeLawPage'),
  civilLaw: page('civil-law-page', 'CivilLawPage'),
  laborLaw: page('labor-law-page', 'LaborLawPage'),
  trafficLaw: page('traffic-law-page', 'TrafficLawPage'),
  expats: page('expats-page', 'ExpatsPage'),
  attorneys: page('attorneys-page', 'AttorneysPage'),
  blog: page('blog-list-page', 'BlogListPage'),
  blogPost: page('blog-post-page', 'BlogPostPage'),
  contact: page('contact-page', 'ContactPage'),
  privacy: page('privacy-page', 'PrivacyPage'),
  terms: page('terms-page', 'TermsPage'),
  admin: page('admin-page', 'AdminPage'),
};

const NotFoundPage = page('not-found-page', 'NotFoundPage');

function pageAt(pathname: string): LazyPage {
  const entry = findRoute(pathname);
  return entry ? pages[entry.key] : NotFoundPage;
}

/** Loads the code of the page at this path; the client awaits it before hydrating the prerendered HTML. */
export function preloadPage(pathname: string): Promise<void> {
  return pageAt(pathname).preload();
}

/** The source module of the page at this path, as the build manifest names it. */
export function pageModule(pathname: string): string {
  return pageAt(pathname).module;
}

const STAFF_ROUTES: ReadonlySet<RouteKey> = new Set(['admin']);

export interface AppRoute extends RouteEntry {
  Component: ComponentType;
}

/** The route table joined with its pages: one entry per screen, both languages. */
export const appRoutes: readonly AppRoute[] = routeTable.map((entry) => ({
  ...entry,
  Component: pages[entry.key],
}));

// Until a page's chunk arrives on client-side navigation the header and footer stay and the main area waits.
const suspended = (Page: ComponentType) => (
  <Suspense>
    <Page />
  </Suspense>
);

/** Route objects shared by the browser router and the prerenderer's static router. */
export const routeObjects: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      ...appRoutes
        .filter(({ key }) => !STAFF_ROUTES.has(key))
        .flatMap(({ es, en, Component }) =>
          [es, en]
            .filter((path): path is string => path !== null)
            .map((path) => ({ path, element: suspended(Component) })),
        ),
      // Anything deeper under a blog gets the blog's 'Post not found', as the server's not-found page there.
      ...[pathFor('blog', 'es'), pathFor('blog', 'en')].map((blog) => ({
        path: `${blog}/*`,
        element: suspended(pages.blogPost),
      })),
      { path: '*', element: suspended(NotFoundPage) },
    ],
  },
  {
    // Staff pages get a frame of their own, without the visitors' header and footer.
    Component: StaffLayout,
    children: appRoutes
      .filter(({ key }) => STAFF_ROUTES.has(key))
      .map(({ es, Component }) => ({ path: es, element: suspended(Component) })),
  },
];
