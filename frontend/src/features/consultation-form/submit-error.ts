// Turns a failed submission into words for the 'Error' toast and messages for the fields. SPEC §8: an
// answer's message is "<status>: <text>" (see lib/http-error); after the status, the form says the
// server's field messages, or a rate limit's wait or an outage in the visitor's words.
import type { Language } from '../../i18n/language';
import { httpFailureOf, statusMessage } from '../../lib/http-error';
import { consultationCopy } from './consultation-copy';
import { CONSULTATION_FIELDS, type ConsultationField } from './consultation-schema';
import { retryWait } from './retry-wait';

export type FieldErrors = Partial<Record<ConsultationField, string>>;

export interface SubmitFailure {
  /** Readable text for the toast: the status and the server's words, or a sentence in the page's language. */
  message: string;
  /** The server's per-field messages (a 400), to show under the fields. */
  fieldErrors: FieldErrors;
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

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function describeSubmitError(error: unknown, language: Language): SubmitFailure {
  const copy = consultationCopy[language];
  // fetch rejects with a TypeError when the request never got an answer (offline, aborted, refused).
  if (error instanceof TypeError) return { message: copy.networkError, fieldErrors: {} };

  const failure = httpFailureOf(error);
  if (!failure) return { message: copy.unexpectedError, fieldErrors: {} };
  const { status, json } = failure;
  const body = (typeof json === 'object' && json !== null ? json : {}) as {
    retryAfter?: unknown;
    errors?: unknown;
  };

  // The rate limit's own text is English and in seconds: say it in the page's language, in minutes.
  if (status === 429) {
    return {
      message: statusMessage(failure, copy.tooManyRequests(retryWait(body.retryAfter))),
      fieldErrors: {},
    };
  }

  // The server could not store the request just now (its database is restarting): say so in the page's
  // language, with what to do. Sending again is safe: the form sends the same idempotency key.
  if (status === 503) return { message: statusMessage(failure, copy.unavailable), fieldErrors: {} };

  const fieldErrors = pickFieldErrors(body.errors);
  const fieldMessages = [...new Set(Object.values(fieldErrors))];
  // The field messages (Spanish, as SPEC §5 wants) say more than a generic "Validation failed".
  if (fieldMessages.length > 0) {
    return { message: statusMessage(failure, fieldMessages.map(sentence).join(' ')), fieldErrors };
  }
  return { message: statusMessage(failure), fieldErrors: {} };
}
