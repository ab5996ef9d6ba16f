// Turns a failed staff call into words. The client throws `Error("<status>: <body>")` (SPEC §8) and the
// body is usually the API's JSON error shape, which staff should read as a sentence, never as raw JSON.
import { adminCopy } from './admin-copy';

const HTTP_ERROR = /^(\d{3}): ([\s\S]*)$/;
const MAX_PLAIN_TEXT = 300;

export type MarkFailure = { kind: 'session-expired' } | { kind: 'error'; message: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isReadable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_PLAIN_TEXT && !/[{}<>[\]]/.test(trimmed);
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  if (typeof message === 'string') return message;
  // Nest's validation errors may carry a list of messages.
  if (Array.isArray(message) && message.every((item) => typeof item === 'string')) return message.join('. ');
  return undefined;
}

/** The HTTP status of a client error, or null for anything that is not one. */
export function httpStatusOf(error: unknown): number | null {
  const match = error instanceof Error ? HTTP_ERROR.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The server's own message where it gave a readable one, otherwise a sentence of ours. */
export function describeApiError(error: unknown): string {
  // fetch rejects with a TypeError when no answer came back (offline, refused, aborted).
  if (error instanceof TypeError) return adminCopy.networkError;
  const match = error instanceof Error ? HTTP_ERROR.exec(error.message) : null;
  if (!match) return adminCopy.unexpectedError;
  const status = Number(match[1]);
  const body = match[2];
  const parsed = parseJson(body);
  if (parsed !== undefined) {
    const message = messageOf(parsed);
    return message && isReadable(message) ? message.trim() : adminCopy.httpError(status);
  }
  // A plain-text body (or the status text the client uses for an empty one) is fine; HTML is not.
  return isReadable(body) ? body.trim() : adminCopy.httpError(status);
}

/** SPEC §8: a 401 while marking means the session is gone; anything else is shown as the server said it. */
export function describeMarkFailure(error: unknown): MarkFailure {
  if (httpStatusOf(error) === 401) return { kind: 'session-expired' };
  return { kind: 'error', message: describeApiError(error) };
}
