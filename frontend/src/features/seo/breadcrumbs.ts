// The breadcrumb trail each page shows, as data, for the BreadcrumbList structured data. The labels
// are the ones the pages render (PageBreadcrumbs in attorneys, contact, services, service-page and
// post-view), read from the same dictionary and service copy so the two stay in step.
import { pathFor, type RouteKey } from '../../app/route-table';
import { serviceById, serviceRouteKeys, serviceText, type ServiceId } from '../../content/services';
import { translate } from '../../i18n/dictionary';
import type { Language } from '../../i18n/language';

export interface TrailItem {
  label: string;
  /** Site path; the last item is the page itself. */
  path: string;
}

const serviceIdByRoute = new Map<RouteKey, ServiceId>(
  Object.entries(serviceRouteKeys).map(([id, key]) => [key, id as ServiceId]),
);

/** The trail shown on the page at `path`, or null for pages without a breadcrumb. */
export function breadcrumbTrail(key: RouteKey, language: Language, path: string): TrailItem[] | null {
  const t = (dictionaryKey: Parameters<typeof translate>[1]) => translate(language, dictionaryKey);
  const home: TrailItem = { label: t('nav.home'), path: pathFor('home', language) };
  const serviceId = serviceIdByRoute.get(key);
  if (serviceId) {
    return [
      home,
      { label: t('nav.services'), path: pathFor('services', language) },
      { label: serviceText(serviceById(serviceId), language).title, path },
    ];
  }
  switch (key) {
    case 'services':
      return [home, { label: t('nav.services'), path }];
    case 'attorneys':
      return [home, { label: t('attorneys.title'), path }];
    case 'contact':
      return [home, { label: t('contact.title'), path }];
    case 'blogPost':
      // The page shows "Article" rather than the (long) post title as the last crumb.
      return [
        home,
        { label: t('nav.blog'), path: pathFor('blog', language) },
        { label: t('blog.slug'), path },
      ];
    default:
      return null;
  }
}
