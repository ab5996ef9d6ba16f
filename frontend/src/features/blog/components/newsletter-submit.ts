// The box's checks before it posts, the post, and a failed post in the visitor's words. The checks are the
// server's (an address as the consultation form takes it, the consent ticked) with its Spanish messages.
import { emailProblem } from '@abogados/shared';
import { apiRequest } from '../../../lib/api/client';
import type { SubscribeBody } from '../../../lib/api/newsletter';
import { httpFailureOf, statusMessage } from '../../../lib/http-error';
import { retryWait } from '../../consultation-form/retry-wait';
import type { newsletterCopy } from '../newsletter-copy';

type Copy = (typeof newsletterCopy)['es'];

export type SubscribeErrors = Partial<Record<'email' | 'consent', string>>;

/** The fields' problems in the form's data, by field; empty when the box may be posted. */
export function checkSubscription(data: FormData, copy: Copy): SubscribeErrors {
  const errors: SubscribeErrors = {};
  if (emailProblem(data.get('email') ?? '')) errors.email = copy.emailInvalid;
  if (data.get('consent') !== 'on') errors.consent = copy.consentMissing;
  return errors;
}

function pickFieldErrors(errors: unknown): SubscribeErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const picked: SubscribeErrors = {};
  for (const field of ['email', 'consent'] as const) {
    const value = (errors as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) picked[field] = value;
  }
  return picked;
}

/** A failed post: a sentence for the box's alert and the server's messages for the fields (a 400). */
export function describeSubscribeError(
  error: unknown,
  copy: Copy,
): { message: string; fieldErrors: SubscribeErrors } {
  // fetch rejects with a TypeError when the request never got an answer (offline, refused).
  if (error instanceof TypeError) return { message: copy.networkError, fieldErrors: {} };
  const failure = httpFailureOf(error);
  if (!failure) return { message: copy.unexpectedError, fieldErrors: {} };
  const body = (typeof failure.json === 'object' && failure.json !== null ? failure.json : {}) as {
    retryAfter?: unknown;
    errors?: unknown;
  };
  if (failure.status === 429) {
    return {
      message: statusMessage(failure, copy.tooManyRequests(retryWait(body.retryAfter))),
      fieldErrors: {},
    };
  }
  const fieldErrors = pickFieldErrors(body.errors);
  const messages = [...new Set(Object.values(fieldErrors))];
  if (messages.length > 0) return { message: statusMessage(failure, `${messages.join('. ')}.`), fieldErrors };
  return { message: statusMessage(failure), fieldErrors: {} };
}

/** The server's words, in the subscriber's language: the same whatever the address's state. */
export async function subscribe(body: SubscribeBody): Promise<{ message: string }> {
  const res = await apiRequest('POST', '/api/newsletter', body);
  return (await res.json()) as { message: string };
}
