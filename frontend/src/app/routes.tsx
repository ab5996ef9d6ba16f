import { Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';
import { StaffLayout } from './layout/staff-layout';
import { page, type LazyPage } from './lazy-page';
import { pathFor, routeTable, type RouteEntry, type RouteKey } from './route-table';

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
  thankYou: page('thank-you-page', 'ThankYouPage'),
  booking: page('booking-page', 'BookingPage'),
  bookingConfirmed: page('booking-confirmed-page', 'BookingConfirmedPage'),
  bookingManage: page('booking-manage-page', 'BookingManagePage'),
  admin: page('admin-page', 'AdminPage'),
};

const NotFoundPage = page('not-found-page', 'NotFoundPage');

const STAFF_ROUTES: ReadonlySet<RouteKey> = new Set(['admin']);

/** A route whose element is one lazily loaded page; `handle` keeps the page for preloading. */
function pageRoute(path: string, Page: LazyPage): RouteObject {
  // Until a page's chunk arrives on client-side navigation the header and footer stay and the main area waits.
  return {
    path,
    handle: Page,
    element: (
      <Suspense>
        <Page />
      </Suspense>
    ),
  };
}

const pathsOf = ({ es, en }: RouteEntry) => [es, en].filter((path): path is string => path !== null);

/** Route objects shared by the browser router and the prerenderer's static router. */
export const routeObjects: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      ...routeTable
        .filter(({ key }) => !STAFF_ROUTES.has(key))
        .flatMap((entry) => pathsOf(entry).map((path) => pageRoute(path, pages[entry.key]))),
      // Anything deeper under a blog gets the blog's 'Post not found', as the server's not-found page there.
      ...(['es', 'en'] as const).map((language) =>
        pageRoute(`${pathFor('blog', language)}/*`, pages.blogPost),
      ),
      pageRoute('*', NotFoundPage),
    ],
  },
  {
    // Staff pages get a frame of their own, without the visitors' header and footer.
    Component: StaffLayout,
    children: routeTable
      .filter(({ key }) => STAFF_ROUTES.has(key))
      .map((entry) => pageRoute(entry.es, pages[entry.key])),
  },
];

/** The route objects the router matches at this path, remembered (the server asks several times per render). */
const matched = new Map<string, RouteObject[]>();
function routesAt(pathname: string): RouteObject[] {
  let routes = matched.get(pathname);
  if (!routes) {
    routes = (matchRoutes(routeObjects, pathname) ?? []).map(({ route }) => route);
    // Paths are visitors' input on the server: keep a bounded number.
    if (matched.size >= 1000) matched.clear();
    matched.set(pathname, routes);
  }
  return routes;
}

/** The page the router renders at this path, found by the router's own matching. */
function pageAt(pathname: string): LazyPage {
  return (routesAt(pathname).at(-1)?.handle as LazyPage | undefined) ?? NotFoundPage;
}

/** Loads the code of the page at this path; the client awaits it before hydrating the prerendered HTML. */
export function preloadPage(pathname: string): Promise<void> {
  return pageAt(pathname).preload();
}

/** Whether the path is a staff page (they load the whole stylesheet before their first paint). */
export function isStaffPath(pathname: string): boolean {
  return routesAt(pathname)[0]?.Component === StaffLayout;
}

/** Whether the source module (as the build manifest names it) is a staff page's. */
export function isStaffModule(module: string): boolean {
  return [...STAFF_ROUTES].some((key) => pages[key].module === module);
}

/** The source module of the page at this path, as the build manifest names it. */
export function pageModule(pathname: string): string {
  return pageAt(pathname).module;
}
