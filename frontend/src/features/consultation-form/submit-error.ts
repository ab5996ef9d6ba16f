// Turns a failed submission into words for the 'Error' toast and messages for the fields.
// The client throws `Error("<status>: <body>")` (SPEC §8); the body is usually the API's JSON
// error shape, which a visitor must never see raw.
import type { Language } from '../../i18n/language';
import { consultationCopy } from './consultation-copy';
import { CONSULTATION_FIELDS, type ConsultationField } from './consultation-schema';
import { retryWait } from './retry-wait';

export type FieldErrors = Partial<Record<ConsultationField, string>>;

export interface SubmitFailure {
  /** Readable text for the toast, in the page's language or the server's own words. */
  message: string;
  /** The server's per-field messages (a 400), to show under the fields. */
  fieldErrors: FieldErrors;
}

const HTTP_ERROR = /^(\d{3}): ([\s\S]*)$/;
const MAX_PLAIN_TEXT = 300;

/** Text a person can read: no markup, no JSON, not a wall of text. */
function isReadable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_PLAIN_TEXT && !/[{}<>[\]]/.test(trimmed);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function pickFieldErrors(errors: unknown): FieldErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const picked: FieldErrors = {};
  for (const field of CONSULTATION_FIELDS) {
    const value = (errors as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) picked[field] = value;
  }
  return picked;
}

function serverMessage(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  // Nest's stock exceptions may carry a list of messages.
  if (Array.isArray(message) && message.every((item) => typeof item === 'string')) return message.join('. ');
  return undefined;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function describeSubmitError(error: unknown, language: Language): SubmitFailure {
  const copy = consultationCopy[language];
  // fetch rejects with a TypeError when the request never got an answer (offline, aborted, refused).
  if (error instanceof TypeError) return { message: copy.networkError, fieldErrors: {} };

  const match = error instanceof Error ? HTTP_ERROR.exec(error.message) : null;
  if (!match) return { message: copy.unexpectedError, fieldErrors: {} };

  const status = Number(match[1]);
  const body = match[2];
  const parsed = parseJson(body);
  const isObject = typeof parsed === 'object' && parsed !== null;

  // The rate limit's own text is English and in seconds: say it in the page's language, in minutes.
  if (status === 429) {
    const { retryAfter } = (isObject ? parsed : {}) as { retryAfter?: unknown };
    return { message: copy.tooManyRequests(retryWait(retryAfter)), fieldErrors: {} };
  }

  if (isObject) {
    const { message, errors } = parsed as { message?: unknown; errors?: unknown };
    const fieldErrors = pickFieldErrors(errors);
    const fieldMessages = [...new Set(Object.values(fieldErrors))];
    // The field messages (Spanish, as SPEC §5 wants) say more than a generic "Validation failed".
    if (fieldMessages.length > 0) return { message: fieldMessages.map(sentence).join(' '), fieldErrors };
    const text = serverMessage(message);
    return { message: text && isReadable(text) ? text : copy.httpError(status), fieldErrors: {} };
  }

  // A plain-text body (or the status text the client falls back to) is fine; HTML or JSON is not.
  return {
    message: parsed === undefined && isReadable(body) ? body.trim() : copy.httpError(status),
    fieldErrors: {},
  };
}
