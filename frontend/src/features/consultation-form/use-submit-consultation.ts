import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../lib/api/client';
import type { ContactCreated, CreateContactBody } from '../../lib/api/endpoints';
import { newIdempotencyKey } from '../../lib/api/idempotency-key';

/**
 * Sends a consultation request. With an idempotency key, sending the same request again (after a timeout
 * or a 503) never stores it twice: the server answers with the id it gave the first time.
 */
export async function createContact(
  body: CreateContactBody,
  idempotencyKey?: string,
): Promise<ContactCreated> {
  const headers: Record<string, string> = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
  const res = await apiRequest('POST', '/api/contact', body, headers);
  return (await res.json()) as ContactCreated;
}

/**
 * Sends a consultation request; the caller decides what success and failure look like. One Idempotency-Key
 * per filled form: drawn when the form is first sent, kept while the visitor sends the same values again
 * (a second click after a timeout or a 503 can then never store the request twice), and drawn anew when
 * the values change or after a success. Nothing is retried automatically (SPEC §9).
 */
export function useSubmitConsultation() {
  const attempt = useRef<{ values: string; key: string } | null>(null);
  return useMutation<ContactCreated, Error, CreateContactBody>({
    mutationKey: ['/api/contact'],
    mutationFn: (body) => {
      const values = JSON.stringify(body);
      if (attempt.current?.values !== values) attempt.current = { values, key: newIdempotencyKey() };
      return createContact(body, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
    },
  });
}
