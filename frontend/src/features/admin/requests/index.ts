// The requests domain as the rest of the panel sees it: the list, its counters and a request's details, and
// what the panel's URL and the other domains' changes need to know of them.
export { refreshRequests } from './api/refresh-requests';
export { useRequestStats } from './api/get-request-stats';
export { useRequests } from './api/get-requests';
export { ContactDetailDrawer } from './components/contact-detail-drawer';
export { RequestStats } from './components/request-stats';
export { RequestsTab } from './components/requests-tab';
export {
  NO_FILTERS,
  parseFilters,
  parseSort,
  withFilters,
  withSort,
  type ContactFilters,
  type ListSort,
} from './utils/filters';
