// Turns a failed staff call into words: SPEC §8's "<status>: <text>" (see lib/http-error), so staff
// read the status and a sentence, never raw JSON.
import { httpErrorMessage, httpStatusOf } from '../../../../lib/http-error';
import type { AdminCopy } from '../i18n/admin-copy';

export { httpStatusOf };

export type MarkFailure = { kind: 'session-expired' } | { kind: 'error'; message: string };

/** "<status>: <the server's message>" for an HTTP answer, otherwise a sentence of ours. */
export function describeApiError(error: unknown, copy: AdminCopy): string {
  // fetch rejects with a TypeError when no answer came back (offline, refused, aborted).
  if (error instanceof TypeError) return copy.networkError;
  return httpErrorMessage(error) ?? copy.unexpectedError;
}

/** SPEC §8: a mark failure matching "401: Unauthorized" means the session is gone; anything else is shown as the server said it. */
export function describeMarkFailure(error: unknown, copy: AdminCopy): MarkFailure {
  if (httpStatusOf(error) === 401) return { kind: 'session-expired' };
  return { kind: 'error', message: describeApiError(error, copy) };
}
