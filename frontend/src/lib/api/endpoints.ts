// Typed wrappers for each API call. Every type is read off the generated schema, so a change
// in openapi.yaml shows up here as a compile error rather than a runtime surprise.
import { CASE_TYPES as SHARED_CASE_TYPES } from '@abogados/shared';
import type { paths } from './schema';
import { apiRequest, getJson, throwIfResNotOk } from './client';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type CreateContactBody = JsonOf<paths['/api/contact']['post']['requestBody']>;
export type ContactCreated = JsonOf<paths['/api/contact']['post']['responses'][201]>;
export type AuthUser = JsonOf<paths['/api/auth/user']['get']['responses'][200]>;
export type StaffLocale = JsonOf<paths['/api/auth/user']['patch']['requestBody']>['locale'];
export type ContactSubmission = JsonOf<paths['/api/contacts']['get']['responses'][200]>[number];
type ContactsQuery = NonNullable<paths['/api/contacts']['get']['parameters']['query']>;
export type ContactsPageQuery = Required<Pick<ContactsQuery, 'limit' | 'offset'>> &
  Pick<ContactsQuery, 'sort'>;
/** The list's filters, as the list and the CSV export both take them. */
export type ContactsFilterQuery = NonNullable<
  paths['/api/contacts/export.csv']['get']['parameters']['query']
>;
export type NotificationState = ContactSubmission['notifications'][number];
export type ContactStats = JsonOf<paths['/api/contacts/stats']['get']['responses'][200]>;
export type ContactId = paths['/api/contacts/{id}/processed']['patch']['parameters']['path']['id'];
export type MarkedContact = JsonOf<paths['/api/contacts/{id}/processed']['patch']['responses'][200]>;
export type ContactDetail = JsonOf<paths['/api/contacts/{id}']['get']['responses'][200]>;
export type ConsentRecord = NonNullable<ContactDetail['consentRecord']>;
export type ContactNote = JsonOf<paths['/api/contacts/{id}/notes']['post']['responses'][201]>;
export type NewNote = JsonOf<paths['/api/contacts/{id}/notes']['post']['requestBody']>;
export type AuditEntry = JsonOf<paths['/api/audit']['get']['responses'][200]>[number];
export type AuditAction = AuditEntry['action'];
export type ApiErrorBody = JsonOf<paths['/api/contact']['post']['responses'][400]>;
export type CaseType = CreateContactBody['tipo_caso'];
export type AdminSite = JsonOf<paths['/api/admin/site']['get']['responses'][200]>;
export type EditableSiteContent = AdminSite['content'];
export type BeforeLaunchItem = AdminSite['beforeLaunch'][number];
export type FirmUpdate = JsonOf<paths['/api/admin/site/firm']['put']['requestBody']>;
export type ControllerUpdate = JsonOf<paths['/api/admin/site/controller']['put']['requestBody']>;
export type AttorneyUpdate = JsonOf<paths['/api/admin/site/attorney']['put']['requestBody']>;
export type ImageRef = JsonOf<paths['/api/admin/images']['post']['responses'][201]>;
export type StoredImage = JsonOf<paths['/api/admin/images']['get']['responses'][200]>[number];
export type ImageUse = StoredImage['uses'][number];
export type StaffPost = JsonOf<paths['/api/admin/blog/posts']['get']['responses'][200]>[number];
export type PostInput = JsonOf<paths['/api/admin/blog/posts']['post']['requestBody']>;
export type PostUpdate = JsonOf<paths['/api/admin/blog/posts/{id}']['put']['requestBody']>;
export type PostLanguage = PostInput['language'];
export type PostStatus = StaffPost['status'];
export type RevisionSummary = JsonOf<
  paths['/api/admin/blog/posts/{id}/revisions']['get']['responses'][200]
>[number];
export type SecondFactorStatus = JsonOf<paths['/api/auth/second-factor']['get']['responses'][200]>;
export type SecondFactorEnrolment = JsonOf<
  paths['/api/auth/second-factor/enrolment']['post']['responses'][200]
>;
export type RecoveryCodes = JsonOf<
  paths['/api/auth/second-factor/enrolment/confirm']['post']['responses'][200]
>;
/** The site's photos staff may replace: the attorney's and the home page's. */
export type PhotoSlot = 'attorney' | 'hero';

/**
 * Every case type the API accepts, in the form's order (the form's choices and the list's filter): the
 * shared rules' list, checked here against the contract.
 */
export const CASE_TYPES = SHARED_CASE_TYPES satisfies readonly CaseType[];
export type DataSubjectRequest = JsonOf<paths['/api/data-subjects/access']['post']['requestBody']>;
export type DataSubjectAccess = JsonOf<paths['/api/data-subjects/access']['post']['responses'][200]>;
export type ErasureResult = JsonOf<paths['/api/data-subjects/erasure']['post']['responses'][200]>;

/** Query keys; the default query function turns them into the URL by joining with '/'. */
export const queryKeys = {
  authUser: ['/api/auth/user'],
  secondFactor: ['/api/auth/second-factor'],
  /** Prefix of every page of the list: invalidating it refreshes whichever page is shown. */
  contacts: ['/api/contacts'],
  /** The filters are part of the key: each filtered list is cached (and polled) on its own. */
  contactsPage: (query: ContactsPageQuery & ContactsFilterQuery) => ['/api/contacts', query] as const,
  contactStats: ['/api/contacts/stats'],
  /** Under the list's prefix: whatever refreshes the list refreshes an open detail too. */
  contactDetail: (id: ContactId) => ['/api/contacts', id] as const,
  audit: ['/api/audit'],
  auditPage: ({ limit, offset }: PageQuery) => ['/api/audit', { limit, offset }] as const,
  adminSite: ['/api/admin/site'],
  images: ['/api/admin/images'],
  /** Every post; its prefix also covers one post and its revisions, so a change refreshes all of them. */
  blogPosts: ['/api/admin/blog/posts'],
  blogPost: (id: string) => ['/api/admin/blog/posts', id] as const,
  blogRevisions: (id: string) => ['/api/admin/blog/posts', id, 'revisions'] as const,
} as const;

export type PageQuery = Required<NonNullable<paths['/api/audit']['get']['parameters']['query']>>;

/** One page of a list and where it sits in the whole. */
export interface Paged<T> {
  items: T[];
  /** Every row on the server, from X-Total-Count; the list is paged, the total is not. */
  total: number;
  /** Where these rows start in the whole list: the page they belong to, even while another is loading. */
  offset: number;
}

export type ContactsPage = Paged<ContactSubmission>;

async function readPage<T>(res: Response, offset: number): Promise<Paged<T>> {
  const items = (await res.json()) as T[];
  const header = Number(res.headers.get('X-Total-Count'));
  // A missing or garbled header must not hide rows: count at least what this page holds. An empty page (one
  // asked for past the end) says nothing about the rows before it: its offset is not a count.
  const seen = items.length > 0 ? offset + items.length : 0;
  const total = Number.isSafeInteger(header) && header >= 0 ? header : seen;
  return { items, total: Math.max(total, seen), offset };
}

/** `?a=1&b=2` from the values that are set, in the order given (equal queries, equal URLs). */
function queryString(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

const contactPath = (id: ContactId) => `/api/contacts/${encodeURIComponent(String(id))}`;

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

/** The signed-in staff user, or null when nobody is signed in (a 401 is an answer here, not a failure). */
export function getAuthUser(): Promise<AuthUser | null> {
  return getJson<AuthUser>(queryKeys.authUser.join('/'), 'returnNull');
}

/** Remembers the staff panel's language for the signed-in staff member; answers the user with it. */
export async function setStaffLocale(locale: StaffLocale): Promise<AuthUser> {
  const res = await apiRequest('PATCH', queryKeys.authUser.join('/'), { locale });
  return (await res.json()) as AuthUser;
}

export function getSecondFactor(): Promise<SecondFactorStatus> {
  return getJson<SecondFactorStatus>(queryKeys.secondFactor.join('/'));
}

/** Draws a new secret for the signed-in staff member: shown this once, enabled by its first code. */
export async function startSecondFactor(): Promise<SecondFactorEnrolment> {
  const res = await apiRequest('POST', `${queryKeys.secondFactor.join('/')}/enrolment`);
  return (await res.json()) as SecondFactorEnrolment;
}

/** Confirms the enrolment ('enrolment/confirm') or renews the recovery codes ('recovery-codes'). */
export async function secondFactorCodes(
  action: 'enrolment/confirm' | 'recovery-codes',
  code: string,
): Promise<RecoveryCodes> {
  const res = await apiRequest('POST', `${queryKeys.secondFactor.join('/')}/${action}`, { code });
  return (await res.json()) as RecoveryCodes;
}

export async function disableSecondFactor(code: string): Promise<void> {
  await apiRequest('POST', `${queryKeys.secondFactor.join('/')}/disable`, { code });
}

export function listContacts(): Promise<ContactSubmission[]> {
  return getJson<ContactSubmission[]>(queryKeys.contacts.join('/'));
}

/** One page of the (filtered) list, newest first or by answer-by time, with the server's total for the pager. */
export async function listContactsPage({
  limit,
  offset,
  ...filters
}: ContactsPageQuery & ContactsFilterQuery): Promise<ContactsPage> {
  const query = queryString({ limit, offset, ...filters });
  const res = await apiRequest('GET', `${queryKeys.contacts.join('/')}${query}`);
  return readPage<ContactSubmission>(res, offset);
}

/** The CSV of every row the filters select. A plain link: the browser downloads it with its own cookie. */
export function contactsExportHref(filters: ContactsFilterQuery): string {
  return `/api/contacts/export.csv${queryString({ ...filters })}`;
}

export function getContact(id: ContactId): Promise<ContactDetail> {
  return getJson<ContactDetail>(contactPath(id));
}

export async function addContactNote(id: ContactId, note: NewNote): Promise<ContactNote> {
  const res = await apiRequest('POST', `${contactPath(id)}/notes`, note);
  return (await res.json()) as ContactNote;
}

/** Failed notifications (and ones waiting out a retry delay) go out again now; answers their new states. */
export async function retryNotifications(id: ContactId): Promise<NotificationState[]> {
  const res = await apiRequest('POST', `${contactPath(id)}/notifications/retry`);
  return (await res.json()) as NotificationState[];
}

export async function deleteContact(id: ContactId): Promise<void> {
  await apiRequest('DELETE', contactPath(id));
}

/** Everything held for one address, and the file name the server gives it. POST keeps the address out of URLs. */
export async function requestDataAccess(
  body: DataSubjectRequest,
): Promise<{ data: DataSubjectAccess; fileName: string | null }> {
  const res = await apiRequest('POST', '/api/data-subjects/access', body);
  const fileName = fileNameOf(res.headers.get('Content-Disposition'));
  return { data: (await res.json()) as DataSubjectAccess, fileName };
}

export async function requestErasure(body: DataSubjectRequest): Promise<ErasureResult> {
  const res = await apiRequest('POST', '/api/data-subjects/erasure', body);
  return (await res.json()) as ErasureResult;
}

/** One page of the audit log, newest first. */
export async function listAuditPage({ limit, offset }: PageQuery): Promise<Paged<AuditEntry>> {
  const res = await apiRequest('GET', `${queryKeys.audit.join('/')}${queryString({ limit, offset })}`);
  return readPage<AuditEntry>(res, offset);
}

/** The file name of `Content-Disposition: attachment; filename="x.json"`; null when there is none to trust. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="([^"/\\]+)"/i.exec(disposition) : null;
  return match ? match[1] : null;
}

export function getContactStats(): Promise<ContactStats> {
  return getJson<ContactStats>(queryKeys.contactStats.join('/'));
}

export async function markContactProcessed(id: ContactId): Promise<MarkedContact> {
  // No payload on purpose: SPEC §7 sends this PATCH with an empty body.
  const res = await apiRequest('PATCH', `/api/contacts/${encodeURIComponent(String(id))}/processed`);
  return (await res.json()) as MarkedContact;
}

/** The site content as staff edit it (every social network listed) and what still holds a placeholder. */
export function getAdminSite(): Promise<AdminSite> {
  return getJson<AdminSite>(queryKeys.adminSite.join('/'));
}

/** The sections staff save one at a time, and the body each takes. */
export interface SiteSectionBodies {
  firm: FirmUpdate;
  controller: ControllerUpdate;
  attorney: AttorneyUpdate;
}
export type SiteSection = keyof SiteSectionBodies;

/** Replaces one section of the site content; a 409 means someone changed the content since `version`. */
export async function updateSiteSection<K extends SiteSection>(
  section: K,
  body: SiteSectionBodies[K],
): Promise<AdminSite> {
  const res = await apiRequest('PUT', `${queryKeys.adminSite.join('/')}/${section}`, body);
  return (await res.json()) as AdminSite;
}

/** Uploads one image (multipart, field `file`); the server re-encodes it and answers where its variants are. */
export async function uploadImage(file: File): Promise<ImageRef> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/admin/images', { method: 'POST', body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as ImageRef;
}

/** Every uploaded image, newest first, with where the site uses it. */
export function listImages(): Promise<StoredImage[]> {
  return getJson<StoredImage[]>(queryKeys.images.join('/'));
}

/** Deletes an image nothing uses (409, with its uses, when something does). */
export async function deleteImage(id: string): Promise<void> {
  await apiRequest('DELETE', `${queryKeys.images.join('/')}/${encodeURIComponent(id)}`);
}

/** Shows an uploaded image in a photo's place; null goes back to the bundled illustration. */
export async function setSitePhoto(slot: PhotoSlot, imageId: string | null): Promise<AdminSite> {
  const res = await apiRequest('PUT', `${queryKeys.adminSite.join('/')}/photos/${slot}`, { imageId });
  return (await res.json()) as AdminSite;
}

const postPath = (id: string) => `${queryKeys.blogPosts.join('/')}/${encodeURIComponent(id)}`;

/** Every post, drafts and scheduled ones too, last changed first. */
export function listPosts(): Promise<StaffPost[]> {
  return getJson<StaffPost[]>(queryKeys.blogPosts.join('/'));
}

export function getPost(id: string): Promise<StaffPost> {
  return getJson<StaffPost>(postPath(id));
}

/** Writes a new post, as a draft. */
export async function createPost(body: PostInput): Promise<StaffPost> {
  const res = await apiRequest('POST', queryKeys.blogPosts.join('/'), body);
  return (await res.json()) as StaffPost;
}

/** Saves a post; a 409 means another save came after `revision`, or (with errors.slug) the slug is taken. */
export async function updatePost(id: string, body: PostUpdate): Promise<StaffPost> {
  const res = await apiRequest('PUT', postPath(id), body);
  return (await res.json()) as StaffPost;
}

export async function deletePost(id: string): Promise<void> {
  await apiRequest('DELETE', postPath(id));
}

/** Publishes now (no `at`), or schedules it for `at` (an ISO date-time). */
export async function publishPost(id: string, at?: string): Promise<StaffPost> {
  const res = await apiRequest('POST', `${postPath(id)}/publish`, at === undefined ? {} : { at });
  return (await res.json()) as StaffPost;
}

/** Back to draft. */
export async function unpublishPost(id: string): Promise<StaffPost> {
  const res = await apiRequest('POST', `${postPath(id)}/unpublish`);
  return (await res.json()) as StaffPost;
}

/** The recent saves of a post, newest first. */
export function listRevisions(id: string): Promise<RevisionSummary[]> {
  return getJson<RevisionSummary[]>(`${postPath(id)}/revisions`);
}

/** Brings back an earlier save's fields (saved again as the newest revision). */
export async function restoreRevision(id: string, revisionId: string): Promise<StaffPost> {
  const res = await apiRequest('POST', `${postPath(id)}/revisions/${encodeURIComponent(revisionId)}/restore`);
  return (await res.json()) as StaffPost;
}
