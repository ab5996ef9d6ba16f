// Typed wrappers for each API call. Every type is read off the generated schema, so a change
// in openapi.yaml shows up here as a compile error rather than a runtime surprise.
import type { paths } from './schema';
import { apiRequest, getJson } from './client';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type CreateContactBody = JsonOf<paths['/api/contact']['post']['requestBody']>;
export type ContactCreated = JsonOf<paths['/api/contact']['post']['responses'][201]>;
export type AuthUser = JsonOf<paths['/api/auth/user']['get']['responses'][200]>;
export type ContactSubmission = JsonOf<paths['/api/contacts']['get']['responses'][200]>[number];
export type ContactsPageQuery = Required<NonNullable<paths['/api/contacts']['get']['parameters']['query']>>;
export type ContactStats = JsonOf<paths['/api/contacts/stats']['get']['responses'][200]>;
export type ContactId = paths['/api/contacts/{id}/processed']['patch']['parameters']['path']['id'];
export type MarkedContact = JsonOf<paths['/api/contacts/{id}/processed']['patch']['responses'][200]>;
export type ApiErrorBody = JsonOf<paths['/api/contact']['post']['responses'][400]>;
export type CaseType = CreateContactBody['tipo_caso'];

/** Query keys; the default query function turns them into the URL by joining with '/'. */
export const queryKeys = {
  authUser: ['/api/auth/user'],
  /** Prefix of every page of the list: invalidating it refreshes whichever page is shown. */
  contacts: ['/api/contacts'],
  contactsPage: ({ limit, offset }: ContactsPageQuery) => ['/api/contacts', { limit, offset }] as const,
  contactStats: ['/api/contacts/stats'],
} as const;

export interface ContactsPage {
  items: ContactSubmission[];
  /** Every submission on the server, from X-Total-Count; the list is paged, the total is not. */
  total: number;
  /** Where these rows start in the whole list: the page they belong to, even while another is loading. */
  offset: number;
}

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

/** One page of the list, newest first, with the server's total for the pager. */
export async function listContactsPage({ limit, offset }: ContactsPageQuery): Promise<ContactsPage> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  const res = await apiRequest('GET', `${queryKeys.contacts.join('/')}?${query}`);
  const items = (await res.json()) as ContactSubmission[];
  const header = Number(res.headers.get('X-Total-Count'));
  // A missing or garbled header must not hide rows: count at least what this page holds.
  const total = Number.isSafeInteger(header) && header >= 0 ? header : offset + items.length;
  return { items, total: Math.max(total, offset + items.length), offset };
}

export function getContactStats(): Promise<ContactStats> {
  return getJson<ContactStats>(queryKeys.contactStats.join('/'));
}

export async function markContactProcessed(id: ContactId): Promise<MarkedContact> {
  // No payload on purpose: SPEC §7 sends this PATCH with an empty body.
  const res = await apiRequest('PATCH', `/api/contacts/${encodeURIComponent(String(id))}/processed`);
  return (await res.json()) as MarkedContact;
}
