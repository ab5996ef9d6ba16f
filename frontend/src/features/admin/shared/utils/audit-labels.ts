// The audit log in words: the server stores short action codes ('mark_processed'); staff read sentences.
import type { AuditAction } from '../../../../lib/api/endpoints';
import type { AdminCopy } from '../i18n/admin-copy';

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
