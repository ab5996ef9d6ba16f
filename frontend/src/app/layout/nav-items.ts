import type { DictionaryKey } from '../../i18n/dictionary';
import type { RouteKey } from '../route-table';

export interface NavItem {
  route: RouteKey;
  label: DictionaryKey;
}

export const mainNav: readonly NavItem[] = [
  { route: 'home', label: 'nav.home' },
  { route: 'services', label: 'nav.services' },
  { route: 'attorneys', label: 'nav.attorneys' },
  { route: 'blog', label: 'nav.blog' },
  { route: 'contact', label: 'nav.contact' },
];

/** The six service pages, in the order of the services grid: the header dropdown and the footer list them. */
export const serviceNav: readonly NavItem[] = [
  { route: 'familyLaw', label: 'service.familyLaw' },
  { route: 'criminalLaw', label: 'service.criminalLaw' },
  { route: 'administrativeLaw', label: 'service.administrativeLaw' },
  { route: 'civilLaw', label: 'service.civilLaw' },
  { route: 'laborLaw', label: 'service.laborLaw' },
  { route: 'trafficLaw', label: 'service.trafficLaw' },
];

export const footerCompany: readonly NavItem[] = [
  { route: 'attorneys', label: 'nav.attorneys' },
  { route: 'blog', label: 'nav.blog' },
  { route: 'contact', label: 'nav.contact' },
  { route: 'privacy', label: 'footer.privacy' },
  { route: 'terms', label: 'footer.terms' },
];
