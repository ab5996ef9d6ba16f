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
