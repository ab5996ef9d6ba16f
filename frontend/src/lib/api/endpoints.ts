// Typed wrappers for each API call. Every type is read off the generated schema, so a change
// in openapi.yaml shows up here as a compile error rather than a runtime surprise.
import type { paths } from './schema';
import { apiRequest, getJson } from './client';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type CreateContactBody = JsonOf<paths['/api/contact']['post']['requestBody']>;
export type ContactCreated = JsonOf<paths['/api/contact']['post']['responses'][201]>;
export type AuthUser = JsonOf<paths['/api/auth/user']['get']['responses'][200]>;
export type ContactSubmission = JsonOf<paths['/api/contacts']['get']['responses'][200]>[number];
export type ContactId = paths['/api/contacts/{id}/processed']['patch']['parameters']['path']['id'];
export type MarkedContact = JsonOf<paths['/api/contacts/{id}/processed']['patch']['responses'][200]>;
export type ApiErrorBody = JsonOf<paths['/api/contact']['post']['responses'][400]>;
export type CaseType = CreateContactBody['tipo_caso'];

/** Query keys; the default query function turns them into the URL by joining with '/'. */
export const queryKeys = {
  authUser: ['/api/auth/user'],
  contacts: ['/api/contacts'],
} as const;

export async function createContact(body: CreateContactBody): Promise<ContactCreated> {
  const res = await apiRequest('POST', '/api/contact', body);
  return (await res.json()) as ContactCreated;
}

/** The signed-in staff user, or null when nobody is signed in (a 401 is an answer here, not a failure). */
export function getAuthUser(): Promise<AuthUser | null> {
  return getJson<AuthUser>(queryKeys.authUser.join('/'), 'returnNull');
}

export function listContacts(): Promise<ContactSubmission[]> {
  return getJson<ContactSubmission[]>(queryKeys.contacts.join('/'));
}

export async function markContactProcessed(id: ContactId): Promise<MarkedContact> {
  // No payload on purpose: SPEC §7 sends this PATCH with an empty body.
  const res = await apiRequest('PATCH', `/api/contacts/${encodeURIComponent(String(id))}/processed`);
  return (await res.json()) as MarkedContact;
}
