import { auditActionLabel, auditActorLabel, auditTargetLabel } from './audit-labels';

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
    expect(auditActionLabel(action)).toBe(words);
  });

  it('shows an action it does not know as it came, never a prototype property', () => {
    expect(auditActionLabel('archive')).toBe('archive');
    expect(auditActionLabel('constructor')).toBe('constructor');
  });

  it('names the scheduled jobs and shows staff by their email', () => {
    expect(auditActorLabel('system')).toBe('System (automatic)');
    expect(auditActorLabel('staff@example.com')).toBe('staff@example.com');
  });

  it('reads "contact 42" as the request number and keeps masked addresses', () => {
    expect(auditTargetLabel('contact 42')).toBe('Request #42');
    expect(auditTargetLabel('m***@example.com')).toBe('m***@example.com');
    expect(auditTargetLabel('contact 42 and more')).toBe('contact 42 and more');
    expect(auditTargetLabel(null)).toBe('—');
  });
});
