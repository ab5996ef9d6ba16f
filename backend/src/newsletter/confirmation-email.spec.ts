import { CONTENT_SEED } from '../content/seed';
import { composeConfirmationEmail } from './confirmation-email';

const TOKEN = 'q3Jx9v0LmP2xR7aBZk3q9v0LmP2xR7aBZk3q9v0LmP2';
const URL = 'https://abogados.example.co';

describe('the confirmation email', () => {
  it.each([
    ['es', 'Confirma tu suscripción al boletín', 'Confirmar suscripción', 'Si no lo pediste'],
    ['en', 'Confirm your newsletter subscription', 'Confirm subscription', 'If you did not ask'],
  ] as const)('in %s: subject, button, link and "ignore this"', (language, subject, button, ignore) => {
    const email = composeConfirmationEmail({ language }, TOKEN, CONTENT_SEED.firm, URL);
    expect(email.language).toBe(language);
    expect(email.subject).toBe(`${subject} - ${CONTENT_SEED.firm.name}`);
    expect(email.html).toContain(`<html lang="${language}">`);
    expect(email.html).toContain(button);
    for (const part of [email.text, email.html]) {
      expect(part).toContain(`${URL}/api/newsletter/confirm?token=${TOKEN}`);
      expect(part).toContain(ignore);
      expect(part).toContain(CONTENT_SEED.firm.phone);
    }
  });

  it("escapes the firm's facts in the HTML part", () => {
    const firm = { ...CONTENT_SEED.firm, name: 'Pérez & <b>Asociados</b>', phone: '"+57"' };
    const { html, text } = composeConfirmationEmail({ language: 'es' }, TOKEN, firm, URL);
    expect(html).toContain('Pérez &amp; &lt;b&gt;Asociados&lt;/b&gt;');
    expect(html).not.toContain('<b>Asociados');
    expect(html).toContain('&quot;+57&quot;');
    expect(text).toContain('Pérez & <b>Asociados</b>');
  });
});
