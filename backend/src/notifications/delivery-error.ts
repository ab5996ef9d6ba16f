import { getSystemErrorName } from 'node:util';

/** How long last_error may be (the column's size). */
const MAX_CHARS = 500;

/** Something an address could hide in: a mail server may quote the sender or a recipient in its reply. */
const ADDRESS = /<?[^\s<>"'(),;:]+@[^\s<>"'(),;:]+>?/g;

/** A failure whose description is already short and free of personal data ('HTTP 503'). */
export class DeliveryError extends Error {}

function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Error).name === 'string' &&
    typeof (value as Error).message === 'string'
  );
}

function firstLine(text: string): string {
  return text.split(/\r?\n/)[0].replace(ADDRESS, '<address>').trim();
}

/**
 * What went wrong, for last_error and the log: a system error code ('ECONNREFUSED'), an SMTP reply code
 * and the first line of the reply, an HTTP status, 'timeout'. Never the message or the prospect's
 * details: addresses in a server's reply are blanked out.
 */
export function describeDeliveryError(error: unknown): string {
  return describe(error).slice(0, MAX_CHARS);
}

function describe(error: unknown): string {
  if (error instanceof DeliveryError) return error.message;
  // Duck-typed, not instanceof: errors made by Node itself may come from another realm (jest's vm), and
  // fetch's timeout is a DOMException.
  if (!isErrorLike(error)) return 'unknown error';
  const details = error as Error & {
    code?: unknown;
    errno?: unknown;
    responseCode?: unknown;
    response?: unknown;
    cause?: unknown;
  };
  if (error.name === 'TimeoutError' || details.code === 'ETIMEDOUT') return 'timeout';
  if (error.name === 'AbortError' || details.code === 'EABORT') return 'aborted';
  if (typeof details.responseCode === 'number') {
    const reply = typeof details.response === 'string' ? firstLine(details.response) : '';
    return reply.startsWith(String(details.responseCode))
      ? `SMTP ${reply}`
      : `SMTP ${details.responseCode} ${reply}`.trim();
  }
  if (typeof details.errno === 'number' && details.errno < 0) {
    try {
      return getSystemErrorName(details.errno);
    } catch {
      // Not a known system error: fall through to its code.
    }
  }
  // fetch() fails with "fetch failed" and the socket's error as its cause.
  if (isErrorLike(details.cause)) return describe(details.cause);
  if (typeof details.code === 'string' && /^E[A-Z_]+$/.test(details.code)) {
    return `${details.code}: ${firstLine(error.message)}`;
  }
  return firstLine(error.message) || error.name;
}
