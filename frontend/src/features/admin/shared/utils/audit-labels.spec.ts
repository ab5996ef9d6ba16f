import { ADMIN_COPY } from '../i18n/admin-copy';
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
    ['post_created', 'Wrote a new blog post'],
    ['post_updated', 'Saved a blog post'],
    ['post_published', 'Published a blog post'],
    ['post_scheduled', 'Scheduled a blog post'],
    ['post_unpublished', 'Unpublished a blog post'],
    ['post_deleted', 'Deleted a blog post'],
    ['post_restored', 'Restored an earlier revision of a blog post'],
    ['newsletter_subscribers_exported', 'Exported the newsletter subscribers (CSV)'],
    ['newsletter_subscriber_unsubscribed', 'Unsubscribed a newsletter subscriber'],
    ['newsletter_preview_sent', 'Sent themselves a newsletter preview of a blog post'],
    ['newsletter_send_requested', 'Sent a blog post to newsletter subscribers'],
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

  it('reads "post <id>" as a blog post, in the panel\'s language', () => {
    const id = '3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
    expect(auditTargetLabel(`post ${id}`, EN)).toBe('Blog post');
    expect(auditTargetLabel(`post ${id}`, ADMIN_COPY.es)).toBe('Publicación del blog');
    expect(auditTargetLabel('post 42', EN)).toBe('post 42');
  });
});
