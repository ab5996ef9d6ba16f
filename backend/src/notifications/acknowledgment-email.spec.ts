import { CONTENT_SEED } from '../content/seed';
import { composeAcknowledgmentEmail } from './acknowledgment-email';

const firm = CONTENT_SEED.firm;
const hours = CONTENT_SEED.hours.office;

// Monday 30 November 2026, 10:15 in Medellín, due at 11:15 the same day.
const sameDay = {
  tipo_caso: 'familia',
  createdAt: new Date('2026-11-30T15:15:00Z'),
  answerBy: new Date('2026-11-30T16:15:00Z'),
  language: 'es',
};

describe("the prospect's acknowledgment", () => {
  it('reads in Spanish, with the time alone when the answer is due the same day', () => {
    const email = composeAcknowledgmentEmail(sameDay, firm, hours);
    expect(email.language).toBe('es');
    expect(email.subject).toBe('Recibimos tu solicitud de consulta - Abogados Medellín');
    expect(email.text).toContain('Recibimos tu solicitud de consulta gratuita sobre Derecho de Familia.');
    expect(email.text).toMatch(/te responderá antes de las 11:15\sa\.\sm\. \(hora de Colombia\)/);
    expect(email.text).toContain('Teléfono: +57 300 123 4567');
    expect(email.text).toContain(
      'Horario de atención: Lunes a viernes: 8:00 a. m. – 6:00 p. m.; Sábado: 9:00 a. m. – 1:00 p. m.; Domingo: Cerrado',
    );
    expect(email.text).toContain(
      `https://wa.me/573001234567?text=${encodeURIComponent('Hola, quiero una consulta con un abogado.')}`,
    );
  });

  it('reads in English for an English page, with the English greeting on the chat link', () => {
    const email = composeAcknowledgmentEmail(
      { ...sameDay, language: 'en', tipo_caso: 'english' },
      firm,
      hours,
    );
    expect(email.subject).toBe('We received your consultation request - Abogados Medellín');
    expect(email.text).toContain('about Legal Services in English.');
    expect(email.text).toMatch(/answer you by 11:15\sAM \(Colombia time\)/);
    expect(email.text).toContain(encodeURIComponent('Hello, I would like a consultation with a lawyer.'));
    expect(email.html).toContain('<html lang="en">');
  });

  it('names "other" and any value it does not know the same way, never echoing it', () => {
    for (const tipo_caso of ['otro', '<script>alert(1)</script>']) {
      expect(composeAcknowledgmentEmail({ ...sameDay, tipo_caso }, firm, hours).text).toContain(
        'sobre otro asunto.',
      );
      const english = composeAcknowledgmentEmail({ ...sameDay, tipo_caso, language: 'en' }, firm, hours);
      expect(english.text).toContain('about another matter.');
      expect(english.html).not.toContain('script');
    }
  });

  it('falls back to Spanish when the page language was not recorded', () => {
    expect(composeAcknowledgmentEmail({ ...sameDay, language: null }, firm, hours).language).toBe('es');
  });
});
