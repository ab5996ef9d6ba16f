import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { caseTypeLabel, composeNotificationEmail, escapeHtml, singleLine } from './notification-email';

function submission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: 42,
    nombre: 'María Pérez',
    email: 'maria@example.com',
    telefono: '+57 300 123 4567',
    tipo_caso: 'familia',
    mensaje: 'Primera línea\r\nSegunda línea',
    consent: true,
    processed: false,
    // 14:30 UTC is 9:30 in Medellín (UTC-5 all year).
    createdAt: new Date('2025-06-01T14:30:00Z'),
    // A Sunday, and Monday 2 June 2025 is a public holiday (Ascensión): due Tuesday at 9:00.
    answerBy: new Date('2025-06-03T14:00:00Z'),
    consentAt: null,
    privacyPolicyVersion: '1.0',
    consentText: null,
    language: 'es',
    searchText: '',
    idempotencyKey: null,
    ackWithheld: false,
    hasWhatsapp: null,
    ...overrides,
  };
}

describe('the staff notification email', () => {
  it('has the Spanish subject with the id, the name and the case type', () => {
    expect(composeNotificationEmail(submission(), 'https://firma.co').subject).toBe(
      'Nueva solicitud de consulta #42: María Pérez (Derecho de Familia)',
    );
    expect(composeNotificationEmail(submission({ tipo_caso: 'otro' }), 'https://firma.co').subject).toBe(
      'Nueva solicitud de consulta #42: María Pérez (otro)',
    );
  });

  it('lets no line break reach a header, whatever was stored', () => {
    const email = composeNotificationEmail(
      submission({ nombre: 'Ana\r\nBcc: todos@example.com\u2028x', email: 'a@b.co\nX: y' }),
      'https://firma.co',
    );
    expect(email.subject).toBe(
      'Nueva solicitud de consulta #42: Ana Bcc: todos@example.com x (Derecho de Familia)',
    );
    expect(email.replyTo).toEqual({ name: 'Ana Bcc: todos@example.com x', address: 'a@b.co X: y' });
    for (const header of [email.subject, email.replyTo.name, email.replyTo.address]) {
      expect(header).not.toMatch(/[\r\n\u2028\u2029]/);
    }
  });

  it('escapes every submitted value in the HTML and keeps the message’s line breaks', () => {
    const html = composeNotificationEmail(
      submission({
        nombre: '"><img src=x onerror=alert(1)>',
        email: "o'hara@example.com",
        telefono: '<b>300</b>',
        tipo_caso: '<i>x</i>',
        mensaje: '<script>alert(1)</script>\n& más',
      }),
      'https://firma.co',
    ).html;
    expect(html).not.toMatch(/<img|<script|<b>|<i>/);
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('o&#39;hara@example.com');
    expect(html).toContain('&lt;b&gt;300&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>&amp; más');
  });

  it('gives the time in Medellín, the answer-by time and the link to the admin detail', () => {
    const email = composeNotificationEmail(submission(), 'https://firma.co');
    expect(email.text).toContain('Recibida: 1 de junio de 2025');
    expect(email.text).toMatch(/9:30\s?a\.\s?m\. \(hora de Colombia\)/);
    expect(email.text).toMatch(
      /menos de 60 minutos en horario hábil: antes del martes, 3 de junio, 9:00\s?a\.\s?m\. \(hora de Colombia\)\./,
    );
    const sameDay = composeNotificationEmail(
      submission({ createdAt: new Date('2025-06-03T15:00:00Z'), answerBy: new Date('2025-06-03T16:00:00Z') }),
      'https://firma.co',
    );
    expect(sameDay.text).toMatch(/en horario hábil: antes de las 11:00\s?a\.\s?m\. \(hora de Colombia\)\./);
    expect(email.text).toContain('Primera línea\nSegunda línea');
    expect(email.text).toContain('Ver en el panel: https://firma.co/admin?contact=42');
    expect(email.html).toContain('<a href="https://firma.co/admin?contact=42">');
    expect(email.text).toContain('Idioma de la página: español');
    expect(composeNotificationEmail(submission({ language: null }), 'https://firma.co').text).toContain(
      'Idioma de la página: no registrado',
    );
  });
});

describe('helpers', () => {
  it('labels the known case types and shows any other as it is', () => {
    expect(caseTypeLabel('english')).toBe('Legal Services in English');
    expect(caseTypeLabel('constructor')).toBe('constructor');
  });

  it('shortens a long single line with an ellipsis', () => {
    expect(singleLine('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
