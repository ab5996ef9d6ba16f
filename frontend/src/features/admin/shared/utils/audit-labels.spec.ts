import { ADMIN_COPY } from '../i18n/admin-copy';
import { staffI18n } from '../i18n/use-staff-i18n';
import { auditActionLabel, auditActorLabel, auditDetailLabel, auditTargetLabel } from './audit-labels';

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

describe("an entry's detail in the panel's language", () => {
  const es = staffI18n('es');
  const en = staffI18n('en');
  it.each([
    ['export_csv', '10 requests; no filter', '10 solicitudes; sin filtro', '10 requests; no filter'],
    [
      'export_csv',
      '1 request; q=perez, status=pending, tipo_caso=penal, from=2026-11-01',
      '1 solicitud; búsqueda: perez, estado: pendiente, tipo de caso: penal, desde: 2026-11-01',
      '1 request; search: perez, status: pending, case type: penal, from: 2026-11-01',
    ],
    [
      'post_scheduled',
      'Divorcio en Medellín (2026-11-28T13:00:00.000Z)',
      'Divorcio en Medellín (28/11/2026 8:00)',
      'Divorcio en Medellín (11/28/2026 8:00\u00a0AM)',
    ],
    [
      'post_published',
      'Tutela (scheduled)',
      'Tutela (a la hora programada)',
      'Tutela (on its scheduled time)',
    ],
    [
      'newsletter_subscribers_exported',
      '3 subscribers; status=confirmed; language=en',
      '3 suscriptores; estado: confirmado, idioma: inglés',
      '3 subscribers; status: confirmed, language: English',
    ],
    [
      'access_request',
      '2 requests, newsletter subscription',
      '2 solicitudes y la suscripción al boletín',
      '2 requests and the newsletter subscription',
    ],
    ['erasure_request', '1 request deleted', 'Eliminado: 1 solicitud', '1 request deleted'],
    [
      'retention_purge',
      '4 requests older than 2024-05-31 deleted',
      'Eliminadas por antigüedad (anteriores al 31/05/2024): 4 solicitudes',
      '4 requests older than 05/31/2024 deleted',
    ],
    [
      'login_locked',
      'after 10 failed log-ins, for 15 minutes',
      'tras 10 inicios de sesión fallidos, por 15 minutos',
      'after 10 failed log-ins, for 15 minutes',
    ],
    [
      'notify_retry',
      '2 notification(s) requeued',
      '2 notificaciones enviadas de nuevo',
      '2 notifications sent again',
    ],
    [
      'newsletter_send_requested',
      'Tutela (12 es)',
      'Tutela (12 suscriptores, español)',
      'Tutela (12 subscribers, Spanish)',
    ],
    ['post_restored', 'revision 3', 'revisión 3', 'revision 3'],
    // A detail no shape knows: as it came, its times on Medellín's clock.
    [
      'image_deleted',
      'image/jpeg, 800×600, 1234 bytes, uploaded 2026-11-27T22:57:36.457Z by a@example.com',
      'image/jpeg, 800×600, 1234 bytes, uploaded 27/11/2026 17:57 by a@example.com',
      'image/jpeg, 800×600, 1234 bytes, uploaded 11/27/2026 5:57\u00a0PM by a@example.com',
    ],
  ])('%s "%s" reads "%s" and "%s"', (action, detail, spanish, english) => {
    expect(auditDetailLabel(action, detail, es)).toBe(spanish);
    expect(auditDetailLabel(action, detail, en)).toBe(english);
  });

  it('shows no detail as a dash, and a title that merely looks like a shape under another action as it is', () => {
    expect(auditDetailLabel('login', null, es)).toBe('—');
    expect(auditDetailLabel('post_updated', 'Tutela (scheduled)', es)).toBe('Tutela (scheduled)');
  });
});
