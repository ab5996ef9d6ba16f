import type { ContactsFilterQuery } from '../../../../lib/api/endpoints';
import { queryString } from '../../../../lib/api/paging';

/** The CSV of every row the filters select. A plain link: the browser downloads it with its own cookie. */
export function requestsExportHref(filters: ContactsFilterQuery): string {
  return `/api/contacts/export.csv${queryString({ ...filters })}`;
}
