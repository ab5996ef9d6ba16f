// The audit log in words: the server stores short action codes ('mark_processed'); staff read sentences.
import type { AuditAction } from '../../lib/api/endpoints';
import { adminCopy } from './admin-copy';

const ACTIONS: Record<AuditAction, string> = {
  login: 'Signed in',
  login_failed: 'Failed log-in',
  login_locked: 'Locked out an address (too many failed log-ins)',
  logout: 'Signed out',
  mark_processed: 'Marked a request as processed',
  note_added: 'Added a note',
  delete: 'Deleted a request',
  export_csv: 'Exported requests (CSV)',
  access_request: 'Answered an access request (download)',
  erasure_request: 'Answered a deletion request',
  retention_purge: 'Deleted requests past the retention period',
  notify_retry: 'Sent staff notifications again',
  site_updated: 'Changed the site content',
  image_uploaded: 'Uploaded an image',
};

/** Words for an action; a code this page does not know yet (a newer server) is shown as it came. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(ACTIONS, action) ? ACTIONS[action as AuditAction] : action;
}

/** The server's scheduled jobs act as 'system'. */
export const SYSTEM_ACTOR = 'system';

export function auditActorLabel(actor: string): string {
  return actor === SYSTEM_ACTOR ? adminCopy.activity.system : actor;
}

/** "contact 42" reads as "Request #42"; masked addresses and anything else as they are. */
export function auditTargetLabel(target: string | null): string {
  if (!target) return adminCopy.activity.none;
  const match = /^contact (\d+)$/.exec(target);
  return match ? adminCopy.detail.requestNumber(Number(match[1])) : target;
}
