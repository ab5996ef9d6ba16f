import type { SubscriberFilters } from '../../../../lib/api/newsletter';
import { subscriberQuery, subscribersPath } from './subscriber-query';

/** The CSV of every subscriber the filters select; a plain link, downloaded with the session cookie. */
export function subscribersExportHref(filters: SubscriberFilters): string {
  return `${subscribersPath}/export.csv${subscriberQuery(filters)}`;
}
