// The audit log in words: the server stores short action codes ('mark_processed'); staff read sentences.
import type { AuditAction } from '../../../../lib/api/endpoints';
import type { AdminCopy } from '../i18n/admin-copy';
import type { StaffLocale } from '../i18n/staff-locale';
import type { StaffI18n } from '../i18n/use-staff-i18n';
import { formatNumericDateTime } from './format-date';

/** Words for an action; a code this page does not know yet (a newer server) is shown as it came. */
export function auditActionLabel(action: string, copy: AdminCopy): string {
  const actions: Record<AuditAction, string> = copy.activity.actions;
  return Object.hasOwn(actions, action) ? actions[action as AuditAction] : action;
}

/** The server's scheduled jobs act as 'system'. */
export const SYSTEM_ACTOR = 'system';

export function auditActorLabel(actor: string, copy: AdminCopy): string {
  return actor === SYSTEM_ACTOR ? copy.activity.system : actor;
}

const POST_TARGET = /^post [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * "contact 42" reads as "Request #42", "post <id>" as a blog post (its title is in the entry's detail);
 * masked addresses and anything else as they are.
 */
export function auditTargetLabel(target: string | null, copy: AdminCopy): string {
  if (!target) return copy.activity.none;
  if (POST_TARGET.test(target)) return copy.activity.post;
  const match = /^contact (\d+)$/.exec(target);
  return match ? copy.detail.requestNumber(Number(match[1])) : target;
}

type DetailWords = AdminCopy['auditDetail'];
/** One shape of detail the server writes (its English), and the same facts in the panel's words. */
type DetailReader = [RegExp, (match: string[], words: DetailWords, locale: StaffLocale) => string];

const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
const REQUESTS = '(\\d+) requests?';
const SUBSCRIPTION = '(, newsletter subscription)?';

/** "q=perez, status=pending" (or "; " between the subscribers' filters) with names and values in words. */
function filterWords(text: string, words: DetailWords, none: string): string {
  if (text === 'no filter' || text === 'all') return none;
  return text
    .split(/[,;] /)
    .map((pair) => {
      const [key, ...rest] = pair.split('=');
      const value = rest.join('=');
      const name = Object.hasOwn(words.filterKeys, key) ? words.filterKeys[key] : key;
      const values: Record<string, string> = { ...words.statusValues, ...words.languages };
      return `${name}: ${Object.hasOwn(values, value) ? values[value] : value}`;
    })
    .join(', ');
}

const held = (match: string[], words: DetailWords) =>
  words.requests(Number(match[1])) + (match[2] ? words.withSubscription : '');

/**
 * What each action's detail says, read from the server's English. To give a new action's detail words, add
 * its shapes here and the words to `auditDetail` in both dictionaries; a detail no shape matches is shown as
 * it came, with its times put on Medellín's clock.
 */
const DETAIL_READERS: Partial<Record<AuditAction, DetailReader[]>> = {
  export_csv: [
    [
      new RegExp(`^${REQUESTS}; (.+)$`),
      (m, w) => `${w.requests(Number(m[1]))}; ${filterWords(m[2], w, w.noFilter)}`,
    ],
  ],
  newsletter_subscribers_exported: [
    [
      /^(\d+) subscribers?; (.+)$/,
      (m, w) => `${w.subscribers(Number(m[1]))}; ${filterWords(m[2], w, w.allSubscribers)}`,
    ],
  ],
  access_request: [[new RegExp(`^${REQUESTS}${SUBSCRIPTION}$`), held]],
  erasure_request: [[new RegExp(`^${REQUESTS} deleted${SUBSCRIPTION}$`), (m, w) => w.deleted(held(m, w))]],
  retention_purge: [
    [
      new RegExp(`^${REQUESTS} older than (\\d{4})-(\\d{2})-(\\d{2}) deleted$`),
      (m, w, locale) =>
        w.olderThan(
          w.requests(Number(m[1])),
          locale === 'es' ? `${m[4]}/${m[3]}/${m[2]}` : `${m[3]}/${m[4]}/${m[2]}`,
        ),
    ],
    [/^(\d+) unconfirmed newsletter subscriptions? deleted$/, (m, w) => w.unconfirmedDeleted(Number(m[1]))],
  ],
  login_locked: [
    [/^after (\d+) failed log-ins, for (\d+) minutes$/, (m, w) => w.lockedAfter(Number(m[1]), Number(m[2]))],
  ],
  notify_retry: [[/^(\d+) notification\(s\) requeued$/, (m, w) => w.requeued(Number(m[1]))]],
  post_published: [[/^([\s\S]*) \(scheduled\)$/, (m, w) => w.scheduled(m[1])]],
  post_restored: [[/^revision (\d+)$/, (m, w) => w.revision(Number(m[1]))]],
  second_factor_reset: [[/^from the staff CLI; (\d+) sessions ended$/, (m, w) => w.fromCli(Number(m[1]))]],
  newsletter_send_requested: [
    [/^([\s\S]*) \((\d+) (es|en)\)$/, (m, w) => w.sentTo(m[1], Number(m[2]), w.languages[m[3]])],
  ],
  site_updated: [[/^photo$/, (_m, w) => w.photo]],
};

/** An entry's detail in the panel's language, every time in it on Medellín's clock ("28/11/2026 8:00"). */
export function auditDetailLabel(action: string, detail: string | null, { locale, copy }: StaffI18n): string {
  if (!detail) return copy.activity.none;
  const readers = Object.hasOwn(DETAIL_READERS, action) ? DETAIL_READERS[action as AuditAction] : undefined;
  for (const [pattern, read] of readers ?? []) {
    const match = pattern.exec(detail);
    if (match) return localTimes(read(match, copy.auditDetail, locale), locale);
  }
  return localTimes(detail, locale);
}

const localTimes = (text: string, locale: StaffLocale) =>
  text.replace(ISO_INSTANT, (iso) => formatNumericDateTime(iso, locale));
