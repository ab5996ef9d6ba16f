// SPEC §8: a failed request reads "<status>: <text>", the text being the response's (or the status text
// when the body is empty). The client throws exactly that (lib/api/client); this turns it into what a
// person sees, keeping the status and the colon, but never raw JSON, markup or a wall of text: the API's
// JSON error gives its `message`, anything unreadable gives the status text.

const HTTP_ERROR = /^(\d{3}): ([\s\S]*)$/;
const MAX_PLAIN_TEXT = 300;

/** Status texts for answers whose body says nothing readable (and for HTTP/2, which sends none). */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A non-2xx answer as the client reported it: its status, its body text and that body parsed as JSON. */
export interface HttpFailure {
  status: number;
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The failure behind a client error, or null for anything else (a network failure, a bug). */
export function httpFailureOf(error: unknown): HttpFailure | null {
  const match = error instanceof Error ? HTTP_ERROR.exec(error.message) : null;
  if (!match) return null;
  return { status: Number(match[1]), body: match[2], json: parseJson(match[2]) };
}

/** The HTTP status of a client error, or null for anything that is not one. */
export function httpStatusOf(error: unknown): number | null {
  return httpFailureOf(error)?.status ?? null;
}

/** Text a person can read: no markup, no JSON, not a wall of text. */
export function isReadable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_PLAIN_TEXT && !/[{}<>[\]]/.test(trimmed);
}

/** The `message` of the API's JSON error (`{statusCode, message, error}`), a list of messages joined. */
export function jsonErrorMessage(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { message } = json as { message?: unknown };
  if (typeof message === 'string') return message;
  // Nest's stock exceptions may carry a list of messages.
  if (Array.isArray(message) && message.every((item) => typeof item === 'string')) return message.join('. ');
  return undefined;
}

/** What follows "<status>: ": the body when it reads as text, the JSON error's message, else the status text. */
function readableText({ status, body, json }: HttpFailure): string {
  if (json === undefined && isReadable(body)) return body.trim();
  const message = jsonErrorMessage(json);
  if (message !== undefined && isReadable(message)) return message.trim();
  const { error } = (typeof json === 'object' && json !== null ? json : {}) as { error?: unknown };
  if (typeof error === 'string' && isReadable(error)) return error.trim();
  return STATUS_TEXT[status] ?? (status >= 500 ? 'Server Error' : 'Request Error');
}

/** "<status>: <text>" for a failure; `text` replaces the server's words (a friendlier hint of ours). */
export function statusMessage(failure: HttpFailure, text: string = readableText(failure)): string {
  return `${failure.status}: ${text}`;
}

/** SPEC §8's message for a failed request ("500: Internal boom"), or null when the error is no HTTP answer. */
export function httpErrorMessage(error: unknown): string | null {
  const failure = httpFailureOf(error);
  return failure ? statusMessage(failure) : null;
}
