import { ADMIN_COPY } from './admin-copy';
import { auditActionLabel, auditActorLabel, auditTargetLabel } from './audit-labels';

const EN = ADMIN_COPY.en;

describe('the activity log in words', () => {
  it.each([
    ['login', 'Signed in'],
    ['login_failed', 'Failed log-in'],
    ['login_locked', 'Locked out an address (too many failed log-ins)'],
    ['logout', 'Signed out'],
    ['mark_processed', 'Marked a request as processed'],
    ['note_added', 'Added a note'],
    ['delete', 'Deleted a request'],
    ['export_csv', 'Exported requests (CSV)'],
    ['access_request', 'Answered an access request (download)'],
    ['erasure_request', 'Answered a deletion request'],
    ['retention_purge', 'Deleted requests past the retention period'],
    ['notify_retry', 'Sent staff notifications again'],
    ['site_updated', 'Changed the site content'],
    ['image_uploaded', 'Uploaded an image'],
  ])('%s reads "%s"', (action, words) => {
    expect(auditActionLabel(action, EN)).toBe(words);
  });

  it('shows an action it does not know as it came, never a prototype property', () => {
    expect(auditActionLabel('archive', EN)).toBe('archive');
    expect(auditActionLabel('constructor', EN)).toBe('constructor');
  });

  it('names the scheduled jobs and shows staff by their email', () => {
    expect(auditActorLabel('system', EN)).toBe('System (automatic)');
    expect(auditActorLabel('staff@example.com', EN)).toBe('staff@example.com');
  });

  it('reads "contact 42" as the request number and keeps masked addresses', () => {
    expect(auditTargetLabel('contact 42', EN)).toBe('Request #42');
    expect(auditTargetLabel('m***@example.com', EN)).toBe('m***@example.com');
    expect(auditTargetLabel('contact 42 and more', EN)).toBe('contact 42 and more');
    expect(auditTargetLabel(null, EN)).toBe('—');
  });
});
