// Turns a failed staff call into words: SPEC §8's "<status>: <text>" (see lib/http-error), so staff
// read the status and a sentence, never raw JSON. The API names what it refuses by code as well as in
// English (it is asked to: lib/api/client's X-Error-Detail); the text is then the panel's own, in its
// language, naming each field as the form labels it. A refusal without a code reads as the server said it in
// the English panel, and as a general sentence for its status in the Spanish one: never raw English there.
import { httpErrorMessage, httpFailureOf, httpStatusOf, type HttpFailure } from '../../../../lib/http-error';
import type { AdminCopy } from '../i18n/admin-copy';

export { httpStatusOf };

export type MarkFailure = { kind: 'session-expired' } | { kind: 'error'; message: string };

/** One rule the server says a field breaks (its ValidationErrorResponse's issues). */
export interface FieldIssue {
  path: string;
  code: string;
  args?: Array<string | number>;
}

type Rules = AdminCopy['apiErrors']['rules'];

/** class-validator's rule names, grouped by what staff need to hear. */
const RULE_WORDS: Record<string, (rules: Rules, args: Array<string | number>) => string> = {
  isNotEmpty: (r) => r.required,
  minLength: (r, [min]) => (Number(min) <= 1 ? r.required : r.minLength(Number(min))),
  maxLength: (r, [max]) => r.maxLength(Number(max)),
  maxChars: (r, [max]) => r.maxLength(Number(max)),
  isIn: (r) => r.isIn,
  isEmail: (r) => r.isEmail,
  isUrl: (r) => r.isUrl,
  plainEmail: (r) => r.isEmail,
  socialUrl: (r) => r.isUrl,
  internationalPhone: (r) => r.phone,
  isDateTime: (r) => r.dateTime,
  matches: (r) => r.matches,
  arrayMaxSize: (r, [max]) => r.arrayMaxSize(Number(max)),
  whitelistValidation: (r) => r.notAllowed,
  isString: (r) => r.wrongType,
  isBoolean: (r) => r.wrongType,
  isInt: (r) => r.wrongType,
  isArray: (r) => r.wrongType,
  isObject: (r) => r.wrongType,
};

/** What the rule asks, in the panel's words ("cannot be empty"); any rule it does not know: "is not valid". */
export function ruleWords({ code, args = [] }: FieldIssue, copy: AdminCopy): string {
  const words = Object.hasOwn(RULE_WORDS, code) ? RULE_WORDS[code] : undefined;
  return words ? words(copy.apiErrors.rules, args) : copy.apiErrors.rules.invalid;
}

/** The label each field carries in the panel's forms, by the path the server gives it. */
function fieldLabels({ account, blog, site, apiErrors }: AdminCopy): Record<string, string> {
  const { fields } = blog;
  return {
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    body: fields.body,
    category: fields.category,
    tags: fields.tags,
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
    seoKeywords: fields.seoKeywords,
    author: fields.author,
    language: fields.language,
    translationId: fields.translation,
    cover: blog.cover.title,
    'cover.alt': blog.cover.alt,
    'cover.imageId': blog.cover.title,
    at: apiErrors.schedule,
    file: apiErrors.file,
    name: site.firm.name,
    phone: site.firm.phone,
    whatsapp: site.firm.whatsapp,
    email: site.firm.email,
    street: site.firm.street,
    city: site.firm.city,
    region: site.firm.region,
    postalCode: site.firm.postalCode,
    country: site.firm.country,
    social: site.firm.social,
    legalName: site.controller.legalName,
    taxId: site.controller.taxId,
    legalRepresentative: site.controller.legalRepresentative,
    experience: site.attorney.experience,
    summary: site.attorney.summary,
    degree: site.attorney.degree,
    specialization: site.attorney.specialization,
    diplomas: site.attorney.diplomas,
    experienceDetail: site.attorney.experienceDetail,
    expertise: site.attorney.expertise,
    skills: site.attorney.skills,
    imageId: site.photos.title,
    photo: site.photos.title,
    photoFocus: site.photos.title,
    'profile.es.title': site.attorney.profileTitle,
    'profile.en.title': site.attorney.profileTitle,
    office: site.hours.office,
    attention: site.hours.attention,
    opens: site.hours.opens,
    closes: site.hours.closes,
    closedDays: site.hours.closedDays,
    code: account.code,
  };
}

/**
 * "cover.alt" reads as the cover's alt-text label; a nested or listed path ("address.street", "skills.2",
 * "profile.es.title") by its most precise part the forms label.
 */
export function fieldLabel(path: string, copy: AdminCopy): string {
  const labels = fieldLabels(copy);
  const words = path.split('.').filter((part) => !/^\d+$/.test(part));
  for (let start = 0; start < words.length; start += 1) {
    const key = words.slice(start).join('.');
    if (Object.hasOwn(labels, key)) return labels[key];
  }
  for (let end = words.length - 1; end > 0; end -= 1) {
    const key = words.slice(0, end).join('.');
    if (Object.hasOwn(labels, key)) return labels[key];
  }
  return copy.apiErrors.someField;
}

/** The issues of a 400 answer that sent them; none otherwise. */
export function issuesOf(failure: HttpFailure | null): FieldIssue[] {
  const json = failure?.json as { issues?: unknown } | undefined;
  if (!Array.isArray(json?.issues)) return [];
  return json.issues.filter(
    (issue): issue is FieldIssue =>
      typeof (issue as FieldIssue | null)?.path === 'string' &&
      typeof (issue as FieldIssue).code === 'string',
  );
}

/** The panel's sentence for a refusal's code ("upload.tooLarge"), if it has one. */
export function codeWords(failure: HttpFailure | null, copy: AdminCopy): string | undefined {
  const { code } = (failure?.json ?? {}) as { code?: unknown };
  const codes: Record<string, string> = copy.apiErrors.codes;
  return typeof code === 'string' && Object.hasOwn(codes, code) ? codes[code] : undefined;
}

/** In Spanish, a sentence for the status rather than the server's English. */
function statusWords(status: number, copy: AdminCopy): string {
  const words: Record<number, string> = copy.apiErrors.status;
  return Object.hasOwn(words, status) ? words[status] : copy.apiErrors.generic;
}

/** "<status>: <the panel's words>" for an HTTP answer, otherwise a sentence of ours. */
export function describeApiError(error: unknown, copy: AdminCopy): string {
  // fetch rejects with a TypeError when no answer came back (offline, refused, aborted).
  if (error instanceof TypeError) return copy.networkError;
  const failure = httpFailureOf(error);
  if (!failure) return httpErrorMessage(error) ?? copy.unexpectedError;
  const issues = issuesOf(failure);
  if (issues.length > 0) {
    const said = issues.map((issue) => `${fieldLabel(issue.path, copy)}: ${ruleWords(issue, copy)}`);
    return `${failure.status}: ${said.join('; ')}`;
  }
  const words = codeWords(failure, copy);
  if (words) return `${failure.status}: ${words}`;
  if (copy.apiErrors.serverWordsShown || failure.status === 401)
    return httpErrorMessage(error) ?? copy.unexpectedError;
  return `${failure.status}: ${statusWords(failure.status, copy)}`;
}

/** SPEC §8: a mark failure matching "401: Unauthorized" means the session is gone; anything else is shown as the server said it. */
export function describeMarkFailure(error: unknown, copy: AdminCopy): MarkFailure {
  if (httpStatusOf(error) === 401) return { kind: 'session-expired' };
  return { kind: 'error', message: describeApiError(error, copy) };
}
