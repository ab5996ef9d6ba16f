import type { DataSubjectAccess } from '../../../../lib/api/endpoints';
import { accessDocument } from './access-document';

// The readable access answer names staff's word on the phone's WhatsApp once they gave one; the panel's guess
// from the number is no datum of the person's, and is not listed.

const request = (whatsapp: boolean | null): DataSubjectAccess['submissions'][number] => ({
  id: 1,
  nombre: 'Oficina Pérez',
  email: 'oficina@example.com',
  telefono: '(604) 444 1234',
  tipo_caso: 'familia',
  mensaje: 'Necesito asesoría.',
  processed: false,
  createdAt: '2026-03-10T14:00:00.000Z',
  answerBy: '2026-03-10T15:00:00.000Z',
  consent: true,
  whatsapp,
  notifications: [],
  noteCount: 0,
  booking: null,
  consentRecord: null,
  notes: [],
});

const answer = (whatsapp: boolean | null): DataSubjectAccess => ({
  email: 'oficina@example.com',
  generatedAt: '2026-03-11T14:00:00.000Z',
  retentionMonths: 24,
  submissions: [request(whatsapp)],
  subscriptions: [],
  bookings: [],
});

describe("the access document's WhatsApp row", () => {
  it('says what staff noted, in the person’s language', () => {
    expect(accessDocument(answer(true), 'es')).toContain(
      '<th scope="row">WhatsApp</th><td>El despacho anotó que este teléfono tiene WhatsApp.</td>',
    );
    expect(accessDocument(answer(false), 'es')).toContain(
      '<td>El despacho anotó que este teléfono no tiene WhatsApp.</td>',
    );
    expect(accessDocument(answer(true), 'en')).toContain(
      '<td>The firm noted that this phone has WhatsApp.</td>',
    );
    expect(accessDocument(answer(false), 'en')).toContain(
      '<td>The firm noted that this phone has no WhatsApp.</td>',
    );
  });

  it('has no such row while staff said nothing', () => {
    expect(accessDocument(answer(null), 'es')).not.toContain('<th scope="row">WhatsApp</th>');
    expect(accessDocument(answer(null), 'en')).not.toContain('<th scope="row">WhatsApp</th>');
  });
});

describe("the access document's bookings", () => {
  const booking = (
    status: 'booked' | 'cancelled',
    cancelledAt: string | null = null,
  ): DataSubjectAccess['bookings'][number] => ({
    submissionId: 1,
    uid: 'b1@abogados.example.co',
    kind: 'oficina',
    place: 'office',
    // Thursday 12 March 2026, 9:00 to 9:45 in Medellín (UTC-5), whatever the browser's zone.
    start: '2026-03-12T14:00:00.000Z',
    end: '2026-03-12T14:45:00.000Z',
    status,
    language: 'es',
    createdAt: '2026-03-10T14:05:00.000Z',
    cancelledAt,
  });
  const withBookings = (...bookings: DataSubjectAccess['bookings']): DataSubjectAccess => ({
    ...answer(null),
    bookings,
  });
  /** The document's text with tags dropped and every kind of space made one. */
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim();

  it('lists each meeting in Spanish on Medellín’s clock, with its request, status and dates', () => {
    const doc = text(accessDocument(withBookings(booking('booked')), 'es'));
    // The separator before the time is the browser's ICU data's (", " or " a las ").
    const at = '(,| a las)';
    expect(doc).toContain('Citas agendadas en línea');
    expect(doc).toMatch(
      new RegExp(
        `Fecha y hora 12 de marzo de 2026${at} 9:00 a\\. m\\. a 9:45 a\\. m\\. \\(hora de Medellín\\)`,
      ),
    );
    expect(doc).toContain('Modalidad En la oficina');
    expect(doc).toContain('Estado Reservada');
    expect(doc).toMatch(new RegExp(`Solicitud Solicitud enviada el 10 de marzo de 2026${at} 9:00 a\\. m\\.`));
    expect(doc).toMatch(new RegExp(`Agendada el 10 de marzo de 2026${at} 9:05 a\\. m\\.`));
    expect(doc).toContain('Idioma de los correos español');
    expect(doc).not.toContain('Cancelada el');
  });

  it('says when a meeting was cancelled, in English', () => {
    const doc = text(accessDocument(withBookings(booking('cancelled', '2026-03-11T16:30:00.000Z')), 'en'));
    expect(doc).toContain('Meetings booked online');
    expect(doc).toMatch(/Date and time March 12, 2026(,| at) 9:00 AM to 9:45 AM \(Medellín time\)/);
    expect(doc).toContain('Where At the office');
    expect(doc).toContain('Status Cancelled');
    expect(doc).toMatch(/Cancelled on March 11, 2026(,| at) 11:30 AM/);
    expect(doc).toContain('Language of the emails Spanish');
  });

  it('says none was booked when there is none', () => {
    expect(text(accessDocument(withBookings(), 'es'))).toContain(
      'No se agendó ninguna cita desde esta dirección.',
    );
    expect(text(accessDocument(withBookings(), 'en'))).toContain('No meeting was booked from this address.');
  });
});
