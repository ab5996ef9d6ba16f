import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminPage } from '../pages/admin-page';
import { AdministrativeLawPage } from '../pages/administrative-law-page';
import { AttorneysPage } from '../pages/attorneys-page';
import { BlogListPage } from '../pages/blog-list-page';
import { BlogPostPage } from '../pages/blog-post-page';
import { CivilLawPage } from '../pages/civil-law-page';
import { ContactPage } from '../pages/contact-page';
import { CriminalLawPage } from '../pages/criminal-law-page';
import { ExpatsPage } from '../pages/expats-page';
import { FamilyLawPage } from '../pages/family-law-page';
import { HomePage } from '../pages/home-page';
import { LaborLawPage } from '../pages/labor-law-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PrivacyPage } from '../pages/privacy-page';
import { ServicesPage } from '../pages/services-page';
import { TermsPage } from '../pages/terms-page';
import { TrafficLawPage } from '../pages/traffic-law-page';
import { SiteLayout } from './layout/site-layout';
import { StaffLayout } from './layout/staff-layout';
import { routeTable, type RouteEntry, type RouteKey } from './route-table';

// A Record over RouteKey: adding a route to the table without a page fails the typecheck.
const pages: Record<RouteKey, ComponentType> = {
  home: HomePage,
  services: ServicesPage,
  familyLaw: FamilyLawPage,
  criminalLaw: CriminalLawPage,
  administrativeLaw: AdministrativeLawPage,
  civilLaw: CivilLawPage,
  laborLaw: LaborLawPage,
  trafficLaw: TrafficLawPage,
  expats: ExpatsPage,
  attorneys: AttorneysPage,
  blog: BlogListPage,
  blogPost: BlogPostPage,
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  admin: AdminPage,
};

const STAFF_ROUTES: ReadonlySet<RouteKey> = new Set(['admin']);

export interface AppRoute extends RouteEntry {
  Component: ComponentType;
}

/** The route table joined with its pages: one entry per screen, both languages. */
export const appRoutes: readonly AppRoute[] = routeTable.map((entry) => ({
  ...entry,
  Component: pages[entry.key],
}));

/** Route objects shared by the browser router and, later, the prerenderer's static router. */
export const routeObjects: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      ...appRoutes
        .filter(({ key }) => !STAFF_ROUTES.has(key))
        .flatMap(({ es, en, Component }) =>
          [es, en].filter((path): path is string => path !== null).map((path) => ({ path, Component })),
        ),
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    // Staff pages get a frame of their own, without the visitors' header and footer.
    Component: StaffLayout,
    children: appRoutes
      .filter(({ key }) => STAFF_ROUTES.has(key))
      .map(({ es, Component }) => ({ path: es, Component })),
  },
];
