import type { ContactId } from '../../../../lib/api/endpoints';
import { requestsQueryKey } from './get-requests';

/** One request's URL, the base of its notes, notifications and processed state. */
export const requestPath = (id: ContactId) =>
  `${requestsQueryKey.join('/')}/${encodeURIComponent(String(id))}`;
