import { ADMIN_COPY } from '../i18n/admin-copy';
import { staffI18n } from '../i18n/use-staff-i18n';
import { auditActorLabel, auditSentence } from './audit-labels';
import { formatSubmissionDate } from './format-date';

const es = staffI18n('es');
const en = staffI18n('en');
const eightEs = formatSubmissionDate('2026-11-28T13:00:00.000Z', 'es');
const eightEn = formatSubmissionDate('2026-11-28T13:00:00.000Z', 'en');
const POST = 'post 3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';

describe('the activity log in sentences', () => {
  it('names the scheduled jobs and shows staff by their email', () => {
    expect(auditActorLabel('system', ADMIN_COPY.en)).toBe('System (automatic)');
    expect(auditActorLabel('staff@example.com', ADMIN_COPY.en)).toBe('staff@example.com');
  });

  it.each([
    ['login', null, null, 'Inició sesión.', 'Signed in.'],
    [
      'login_failed',
      'address 203.0.113.9',
      null,
      'Falló un inicio de sesión desde la dirección 203.0.113.9.',
      'A log-in failed from the address 203.0.113.9.',
    ],
    [
      'login_locked',
      'address 203.0.113.9',
      'after 10 failed log-ins, for 15 minutes',
      'Se bloqueó la dirección 203.0.113.9 tras 10 inicios de sesión fallidos, por 15 minutos.',
      'Locked out the address 203.0.113.9 after 10 failed log-ins, for 15 minutes.',
    ],
    [
      'mark_processed',
      'contact 42',
      null,
      'Marcó la solicitud #42 como procesada.',
      'Marked request #42 as processed.',
    ],
    [
      'reopen',
      'contact 42',
      null,
      'Volvió a abrir la solicitud #42: está otra vez pendiente.',
      'Reopened request #42: it is pending again.',
    ],
    ['note_added', 'contact 7', null, 'Agregó una nota a la solicitud #7.', 'Added a note to request #7.'],
    [
      'export_csv',
      null,
      '10 requests; no filter',
      'Exportó a una hoja de cálculo (CSV) 10 solicitudes (sin filtro).',
      'Exported 10 requests (no filter) to a spreadsheet (CSV).',
    ],
    [
      'export_csv',
      null,
      '1 request; q=perez, status=pending, tipo_caso=penal, from=2026-11-01',
      'Exportó a una hoja de cálculo (CSV) 1 solicitud (búsqueda: perez, estado: pendiente, tipo de caso: Derecho Penal, desde: 1 de noviembre de 2026).',
      'Exported 1 request (search: perez, status: pending, case type: Criminal Law, from: November 1, 2026) to a spreadsheet (CSV).',
    ],
    [
      'post_scheduled',
      POST,
      'Divorcio en Medellín (2026-11-28T13:00:00.000Z)',
      // The time's own "a. m." ends the sentence: no second full stop.
      `Programó «Divorcio en Medellín» para el ${eightEs}`,
      `Scheduled “Divorcio en Medellín” for ${eightEn}.`,
    ],
    [
      'post_published',
      POST,
      'Tutela (scheduled)',
      'Publicó «Tutela», a la hora programada.',
      'Published “Tutela” at its scheduled time.',
    ],
    ['post_published', POST, 'Tutela (2026-11-28T13:00:00.000Z)', 'Publicó «Tutela».', 'Published “Tutela”.'],
    [
      'newsletter_subscribers_exported',
      null,
      '3 subscribers; status=confirmed; language=en',
      'Exportó a una hoja de cálculo (CSV) 3 suscriptores (estado: confirmado, idioma: inglés).',
      'Exported 3 subscribers (status: confirmed, language: English) to a spreadsheet (CSV).',
    ],
    [
      'access_request',
      'a***@example.com',
      '2 requests, newsletter subscription',
      'Entregó a a***@example.com lo que el sitio guarda de esa dirección: 2 solicitudes y la suscripción al boletín.',
      'Gave a***@example.com what the site holds for that address: 2 requests and the newsletter subscription.',
    ],
    [
      'erasure_request',
      'a***@example.com',
      '1 request deleted',
      'Borró lo que el sitio guardaba de a***@example.com: 1 solicitud.',
      'Erased what the site held for a***@example.com: 1 request.',
    ],
    [
      'retention_purge',
      null,
      '4 requests older than 2024-05-31 deleted',
      'Eliminó 4 solicitudes anteriores al 31 de mayo de 2024, al cumplirse el plazo de conservación.',
      'Deleted 4 requests older than May 31, 2024, past the retention period.',
    ],
    [
      'notify_retry',
      'contact 42',
      '2 notification(s) requeued',
      'Envió de nuevo al equipo 2 notificaciones de la solicitud #42.',
      'Sent 2 notifications about request #42 to staff again.',
    ],
    [
      'newsletter_send_requested',
      POST,
      'Tutela (12 es)',
      'Envió por el boletín «Tutela» a 12 suscriptores (español).',
      'Sent “Tutela” to 12 subscribers (Spanish) by newsletter.',
    ],
    [
      'post_restored',
      POST,
      'revision 3',
      'Restauró la revisión 3 de una publicación del blog.',
      'Restored revision 3 of a blog post.',
    ],
    [
      'site_updated',
      'site firm',
      'phone, address.city',
      'Cambió los datos de la firma: Teléfono, Ciudad.',
      "Changed the firm's details: Phone, City.",
    ],
    [
      'site_updated',
      'site hours',
      'office hours seeded from BUSINESS_HOURS',
      'Cambió el horario: el horario se tomó de la configuración del servidor.',
      "Changed the office hours: the hours were taken from the server's settings.",
    ],
    [
      'whatsapp_marked',
      'contact 42',
      null,
      'Anotó que el teléfono de la solicitud #42 tiene WhatsApp.',
      'Noted that the phone of request #42 has WhatsApp.',
    ],
    [
      'image_uploaded',
      'image 9',
      'image/jpeg, 4000×3000, 4 variants, 2516582 bytes uploaded',
      'Subió una imagen (JPEG de 4000×3000 píxeles, 2,4 MB).',
      'Uploaded an image (JPEG, 4000×3000 pixels, 2.4 MB).',
    ],
    [
      'image_deleted',
      'image 9',
      'image/png, 800×600, 1234 bytes, uploaded 2026-11-28T13:00:00.000Z by a@example.com',
      `Eliminó una imagen (PNG de 800×600 píxeles, 1 KB, subida el ${eightEs} por a@example.com).`,
      `Deleted an image (PNG, 800×600 pixels, 1 KB, uploaded on ${eightEn} by a@example.com).`,
    ],
  ])('%s on %s ("%s") reads "%s" and "%s"', (action, target, detail, spanish, english) => {
    const entry = { action, target, detail } as Parameters<typeof auditSentence>[0];
    expect(auditSentence(entry, es)).toBe(spanish);
    expect(auditSentence(entry, en)).toBe(english);
  });

  it('reads a title that merely looks like another shape as a title, and an unknown action as its parts', () => {
    const updated = { action: 'post_updated', target: POST, detail: 'Tutela (scheduled)' } as const;
    expect(auditSentence(updated, es)).toBe('Guardó la publicación «Tutela (scheduled)».');
    const unknown = { action: 'archive', target: 'contact 3', detail: 'x' } as unknown as Parameters<
      typeof auditSentence
    >[0];
    expect(auditSentence(unknown, en)).toBe('archive · request #3 · x');
  });
});
