// The audit log in words: the server stores short action codes ('mark_processed'); staff read sentences.
import { CASE_TYPE_LABELS } from '@abogados/shared';
import type { AuditAction, AuditEntry } from '../../../../lib/api/endpoints';
import type { AdminCopy } from '../i18n/admin-copy';
import type { AuditParts } from '../i18n/copy-en';
import type { StaffLocale } from '../i18n/staff-locale';
import type { StaffI18n } from '../i18n/use-staff-i18n';
import { fieldLabel } from './api-error';
import { formatDay, formatSubmissionDate } from './format-date';

/** The server's scheduled jobs act as 'system'. */
export const SYSTEM_ACTOR = 'system';

export function auditActorLabel(actor: string, copy: AdminCopy): string {
  return actor === SYSTEM_ACTOR ? copy.activity.system : actor;
}

const POST_TARGET = /^post [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type DetailWords = AdminCopy['auditDetail'];
/** One shape of detail the server writes (its English), and the same facts in the panel's words. */
type DetailReader = [RegExp, (match: string[], i18n: StaffI18n) => string];

const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
const REQUESTS = '(\\d+) requests?';
const SUBSCRIPTION = '(, newsletter subscription)?';

/** "q=perez, status=pending" (or "; " between the subscribers' filters) with names and values in words. */
function filterWords(text: string, { copy, locale }: StaffI18n, none: string): string {
  const words = copy.auditDetail;
  if (text === 'no filter' || text === 'all') return none;
  return text
    .split(/[,;] /)
    .map((pair) => {
      const [key, ...rest] = pair.split('=');
      const value = rest.join('=');
      const name = Object.hasOwn(words.filterKeys, key) ? words.filterKeys[key] : key;
      const values: Record<string, string> = { ...words.statusValues, ...words.languages };
      const caseTypes: Record<string, string> = CASE_TYPE_LABELS[locale];
      if (key === 'tipo_caso' && Object.hasOwn(caseTypes, value)) return `${name}: ${caseTypes[value]}`;
      if ((key === 'from' || key === 'to') && /^\d{4}-\d{2}-\d{2}$/.test(value))
        return `${name}: ${formatDay(`${value}T12:00:00-05:00`, locale)}`;
      return `${name}: ${Object.hasOwn(values, value) ? values[value] : value}`;
    })
    .join(', ');
}

const held = (match: string[], words: DetailWords) =>
  words.requests(Number(match[1])) + (match[2] ? words.withSubscription : '');

/** "image/jpeg" as people name it: "JPEG". */
const imageType = (type: string) => type.replace(/^image\//, '').toUpperCase();

const title: DetailReader = [/^([\s\S]*)$/, (m, { copy }) => copy.auditDetail.title(m[1])];

/**
 * What each action's detail says, read from the server's English, worded to fit the action's sentence
 * (`activity.said`). To give a new action's detail words, add its shapes here and the words to `auditDetail`
 * in both dictionaries; a detail no shape matches is shown as it came, with its times put on Medellín's clock.
 */
const DETAIL_READERS: Partial<Record<AuditAction, DetailReader[]>> = {
  export_csv: [
    [
      new RegExp(`^${REQUESTS}; (.+)$`),
      (m, i18n) => {
        const w = i18n.copy.auditDetail;
        return w.filtered(w.requests(Number(m[1])), filterWords(m[2], i18n, w.noFilter));
      },
    ],
  ],
  newsletter_subscribers_exported: [
    [
      /^(\d+) subscribers?; (.+)$/,
      (m, i18n) => {
        const w = i18n.copy.auditDetail;
        return w.filtered(w.subscribers(Number(m[1])), filterWords(m[2], i18n, w.allSubscribers));
      },
    ],
  ],
  access_request: [[new RegExp(`^${REQUESTS}${SUBSCRIPTION}$`), (m, { copy }) => held(m, copy.auditDetail)]],
  erasure_request: [
    [new RegExp(`^${REQUESTS} deleted${SUBSCRIPTION}$`), (m, { copy }) => held(m, copy.auditDetail)],
  ],
  retention_purge: [
    [
      new RegExp(`^${REQUESTS} older than (\\d{4})-(\\d{2})-(\\d{2}) deleted$`),
      (m, { copy: { auditDetail: w }, locale }) =>
        w.olderThan(w.requests(Number(m[1])), formatDay(`${m[2]}-${m[3]}-${m[4]}T12:00:00-05:00`, locale)),
    ],
    [
      /^(\d+) unconfirmed newsletter subscriptions? deleted$/,
      (m, { copy }) => copy.auditDetail.unconfirmedDeleted(Number(m[1])),
    ],
  ],
  login_locked: [
    [
      /^after (\d+) failed log-ins, for (\d+) minutes$/,
      (m, { copy }) => copy.auditDetail.lockedAfter(Number(m[1]), Number(m[2])),
    ],
  ],
  notify_retry: [
    [/^(\d+) notification\(s\) requeued$/, (m, { copy }) => copy.auditDetail.requeued(Number(m[1]))],
  ],
  post_created: [title],
  post_updated: [title],
  post_unpublished: [title],
  post_deleted: [title],
  newsletter_preview_sent: [title],
  post_published: [
    [/^([\s\S]*) \(scheduled\)$/, (m, { copy }) => copy.auditDetail.scheduled(m[1])],
    [/^([\s\S]*) \(\d{4}-\d{2}-\d{2}T[^)]*Z\)$/, (m, { copy }) => copy.auditDetail.title(m[1])],
    title,
  ],
  post_scheduled: [
    [
      /^([\s\S]*) \((\d{4}-\d{2}-\d{2}T[^)]*Z)\)$/,
      (m, { copy, locale }) => copy.auditDetail.scheduledFor(m[1], formatSubmissionDate(m[2], locale)),
    ],
    title,
  ],
  post_restored: [[/^revision (\d+)$/, (m, { copy }) => copy.auditDetail.revision(Number(m[1]))]],
  second_factor_reset: [
    [/^from the staff CLI; (\d+) sessions ended$/, (m, { copy }) => copy.auditDetail.fromCli(Number(m[1]))],
  ],
  newsletter_send_requested: [
    [
      /^([\s\S]*) \((\d+) (es|en)\)$/,
      (m, { copy: { auditDetail: w } }) => w.sentTo(m[1], Number(m[2]), w.languages[m[3]]),
    ],
  ],
  site_updated: [
    [/^photo$/, (_m, { copy }) => copy.auditDetail.photo],
    [
      /^office hours (seeded from BUSINESS_HOURS|read from the free-text hours)(?:; could not read: ([\s\S]*))?$/,
      (m, { copy: { auditDetail: w } }) =>
        w.hoursFrom(m[1].startsWith('seeded')) + (m[2] ? w.hoursUnread(m[2]) : ''),
    ],
    // The fields changed, as the forms label them ("phone, address.city").
    [
      /^[\w.]+(?:, [\w.]+)*$/,
      (m, { copy }) => [...new Set(m[0].split(', ').map((path) => fieldLabel(path, copy)))].join(', '),
    ],
  ],
  image_uploaded: [
    [
      /^(image\/\w+), (\d+)×(\d+), \d+ variants, (\d+) bytes uploaded$/,
      (m, { copy: { auditDetail: w } }) =>
        w.image(imageType(m[1]), Number(m[2]), Number(m[3]), w.bytes(Number(m[4]))),
    ],
  ],
  image_deleted: [
    [
      /^(image\/\w+), (\d+)×(\d+), (\d+) bytes, uploaded (\S+) by ([\s\S]*)$/,
      (m, { copy: { auditDetail: w }, locale }) =>
        w.uploadedBy(
          w.image(imageType(m[1]), Number(m[2]), Number(m[3]), w.bytes(Number(m[4]))),
          formatSubmissionDate(m[5], locale),
          m[6],
        ),
    ],
  ],
};

/** An entry's detail in the panel's language, every time in it on Medellín's clock, written as everywhere in the panel. */
export function auditDetailLabel(action: string, detail: string | null, i18n: StaffI18n): string {
  if (!detail) return '';
  const readers = Object.hasOwn(DETAIL_READERS, action) ? DETAIL_READERS[action as AuditAction] : undefined;
  for (const [pattern, read] of readers ?? []) {
    const match = pattern.exec(detail);
    if (match) return localTimes(read(match, i18n), i18n.locale);
  }
  return localTimes(detail, i18n.locale);
}

const localTimes = (text: string, locale: StaffLocale) =>
  text.replace(ISO_INSTANT, (iso) => formatSubmissionDate(iso, locale));

/** What an entry was about, as its sentence names it: "la solicitud #42", "la dirección 203.0.113.9". */
function aboutLabel(target: string | null, copy: AdminCopy): string {
  const about = copy.activity.about;
  if (!target || POST_TARGET.test(target) || /^(image|subscriber) /.test(target)) return '';
  const request = /^contact (\d+)$/.exec(target);
  if (request) return about.request(Number(request[1]));
  const address = /^address (.+)$/.exec(target);
  if (address) return about.address(address[1]);
  const site = /^site (\w+)$/.exec(target);
  if (site) return Object.hasOwn(about.sections, site[1]) ? about.sections[site[1]] : site[1];
  return target;
}

/**
 * An entry as one sentence in the panel's language, its subject the "Who" beside it ("Marcó la solicitud
 * #42 como procesada."). An action this page does not know yet (a newer server) reads as its code, what it
 * was about and its detail.
 */
export function auditSentence(
  { action, target, detail }: Pick<AuditEntry, 'action' | 'target' | 'detail'>,
  i18n: StaffI18n,
): string {
  const said: Record<AuditAction, (parts: AuditParts) => string> = i18n.copy.activity.said;
  const parts = { about: aboutLabel(target, i18n.copy), detail: auditDetailLabel(action, detail, i18n) };
  if (action === 'login_locked' && !parts.about) parts.about = i18n.copy.activity.about.someAddress;
  // A detail that ends the sentence with its own full stop ("8:00 a. m.") needs no second one.
  if (Object.hasOwn(said, action)) return said[action](parts).replace(/\.\.$/, '.');
  return [action, parts.about, parts.detail].filter(Boolean).join(' · ');
}
