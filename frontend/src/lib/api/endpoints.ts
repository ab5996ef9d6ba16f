// The API's types, each read off the generated schema, so a change in openapi.yaml shows up as a compile error
// rather than a runtime surprise. The calls themselves live with the features that make them (the consultation
// form's in features/consultation-form, the staff panel's in features/admin/<domain>/api).
import { CASE_TYPES as SHARED_CASE_TYPES } from '@abogados/shared';
import type { paths } from './schema';
import type { Paged } from './paging';

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
/** The meeting a request's visitor booked online, as Requests shows it (the latest still on, else cancelled). */
export type RequestBooking = NonNullable<ContactSubmission['booking']>;
export type ContactStats = JsonOf<paths['/api/contacts/stats']['get']['responses'][200]>;
export type ContactId = paths['/api/contacts/{id}/processed']['patch']['parameters']['path']['id'];
export type MarkedContact = JsonOf<paths['/api/contacts/{id}/processed']['patch']['responses'][200]>;
export type ContactDetail = JsonOf<paths['/api/contacts/{id}']['get']['responses'][200]>;
export type ConsentRecord = NonNullable<ContactDetail['consentRecord']>;
export type ContactNote = JsonOf<paths['/api/contacts/{id}/notes']['post']['responses'][201]>;
export type NewNote = JsonOf<paths['/api/contacts/{id}/notes']['post']['requestBody']>;
export type WhatsappMark = JsonOf<paths['/api/contacts/{id}/whatsapp']['patch']['requestBody']>;
export type AuditEntry = JsonOf<paths['/api/audit']['get']['responses'][200]>[number];
export type AuditAction = AuditEntry['action'];
export type ApiErrorBody = JsonOf<paths['/api/contact']['post']['responses'][400]>;
export type CaseType = CreateContactBody['tipo_caso'];
export type EmailStatus = JsonOf<paths['/api/admin/email']['get']['responses'][200]>;
export type AdminSite = JsonOf<paths['/api/admin/site']['get']['responses'][200]>;
export type EditableSiteContent = AdminSite['content'];
export type BeforeLaunchItem = AdminSite['beforeLaunch'][number];
export type FirmUpdate = JsonOf<paths['/api/admin/site/firm']['put']['requestBody']>;
export type HoursUpdate = JsonOf<paths['/api/admin/site/hours']['put']['requestBody']>;
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

/** The sections staff save one at a time, and the body each takes. */
export interface SiteSectionBodies {
  firm: FirmUpdate;
  hours: HoursUpdate;
  controller: ControllerUpdate;
  attorney: AttorneyUpdate;
}
export type SiteSection = keyof SiteSectionBodies;

export type PageQuery = Required<NonNullable<paths['/api/audit']['get']['parameters']['query']>>;

export type { Paged };

export type ContactsPage = Paged<ContactSubmission>;
