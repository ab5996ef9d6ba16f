import { seedSiteContent } from './seed-site-content';
import {
  type LegalBlock,
  type LegalDocument,
  PRIVACY_POLICY_EFFECTIVE_DATE,
  PRIVACY_POLICY_VERSION,
  privacyPolicy as privacyPolicyOf,
  termsOfUse as termsOfUseOf,
} from './legal';

const content = seedSiteContent;
const { firm } = content;
const privacyPolicy = privacyPolicyOf(content);
const termsOfUse = termsOfUseOf(content);

const blockText = (block: LegalBlock) => (typeof block === 'string' ? block : block.list.join('\n'));
const fullText = (doc: LegalDocument) =>
  [doc.title, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)])].join('\n');
const section = (doc: LegalDocument, id: string) => {
  const found = doc.sections.find((s) => s.id === id);
  if (!found) throw new Error(`missing section ${id}`);
  return [found.heading, ...found.blocks.map(blockText)].join('\n');
};

describe('privacy policy (Ley 1581 de 2012, Decreto 1377 de 2013 art. 13)', () => {
  const es = fullText(privacyPolicy.es);

  it('keeps its version and effective date in one place', () => {
    expect(PRIVACY_POLICY_VERSION).toMatch(/^\d+\.\d+$/);
    expect(PRIVACY_POLICY_EFFECTIVE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(section(privacyPolicy.es, 'vigencia')).toContain(`Versión ${PRIVACY_POLICY_VERSION}`);
    expect(section(privacyPolicy.es, 'vigencia')).toContain('25 de noviembre de 2026');
    expect(section(privacyPolicy.en, 'vigencia')).toContain(`Version ${PRIVACY_POLICY_VERSION}`);
    expect(section(privacyPolicy.en, 'vigencia')).toContain('November 25, 2026');
  });

  it('names the controller from the firm facts, and marks what is missing as a placeholder', () => {
    const controller = section(privacyPolicy.es, 'responsable');
    for (const fact of [firm.name, firm.address.street, firm.address.postalCode, firm.email, firm.phone])
      expect(controller).toContain(fact);
    expect(controller).toMatch(/NIT: \[.*pendiente.*\]/);
  });

  it('lists what the form collects and why', () => {
    const data = section(privacyPolicy.es, 'datos');
    for (const field of ['nombre', 'correo electrónico', 'teléfono', 'tipo de caso', 'mensaje', 'chat'])
      expect(data).toContain(field);
    expect(section(privacyPolicy.es, 'finalidades')).toMatch(/Responder su consulta/);
    expect(section(privacyPolicy.es, 'autorizacion')).toMatch(/casilla/);
    expect(section(privacyPolicy.es, 'datos-sensibles')).toMatch(/facultativo/);
  });

  it.each([
    [
      'es',
      /boletín[\s\S]*confirman[\s\S]*autorización[\s\S]*cualquier momento[\s\S]*cancele la suscripción[\s\S]*7 días/,
    ],
    ['en', /newsletter[\s\S]*confirm[\s\S]*consent[\s\S]*any time[\s\S]*unsubscribe[\s\S]*7 days/],
  ] as const)(
    'names the newsletter purpose, its basis and how long addresses are kept (%s)',
    (language, purpose) => {
      expect(section(privacyPolicy[language], 'finalidades')).toMatch(purpose);
    },
  );

  it.each([
    ['es', /cita de consulta gratuita[\s\S]*invitación de calendario[\s\S]*se eliminan con esa solicitud/],
    ['en', /free consultation meeting[\s\S]*calendar invitation[\s\S]*delete them with that request/],
  ] as const)('names the online booking purpose and how long a booking is kept (%s)', (language, purpose) => {
    expect(section(privacyPolicy[language], 'finalidades')).toMatch(purpose);
  });

  it('names every right of article 8 and the SIC', () => {
    const rights = section(privacyPolicy.es, 'derechos');
    expect(rights).toContain('artículo 8 de la Ley 1581 de 2012');
    for (const right of [
      'Conocer',
      'actualizar',
      'rectificar',
      'prueba de la autorización',
      'Ser informado',
      'Superintendencia de Industria y Comercio',
      'Revocar la autorización',
      'supresión',
      'forma gratuita',
    ])
      expect(rights).toContain(right);
  });

  it('gives the legal response times for consultas and reclamos', () => {
    const procedure = section(privacyPolicy.es, 'procedimiento');
    expect(procedure).toContain(firm.email);
    expect(procedure).toMatch(/diez \(10\) días hábiles/);
    expect(procedure).toMatch(/cinco \(5\) días hábiles/);
    expect(procedure).toMatch(/quince \(15\) días hábiles/);
    expect(procedure).toMatch(/ocho \(8\) días hábiles/);
    expect(section(privacyPolicy.en, 'procedimiento')).toMatch(/ten \(10\) working days/);
    expect(section(privacyPolicy.en, 'procedimiento')).toMatch(/fifteen \(15\) working days/);
  });

  it('covers retention, security, international transmission and changes', () => {
    expect(es).toMatch(/dos \(2\) años/);
    expect(section(privacyPolicy.es, 'seguridad')).toMatch(/secreto profesional/);
    expect(section(privacyPolicy.es, 'transferencias')).toMatch(/fuera de Colombia/);
    expect(section(privacyPolicy.es, 'cambios')).toMatch(/nueva versión/);
  });
});

describe('terms of use', () => {
  it('covers the points a law firm needs', () => {
    const es = fullText(termsOfUse.es);
    expect(es).toMatch(/no crea una relación abogado-cliente/);
    expect(es).toMatch(/no es asesoría legal/i);
    expect(es).toMatch(/consulta gratuita/);
    expect(es).toMatch(/Propiedad intelectual/);
    expect(es).toMatch(/leyes de la República de Colombia/);
    expect(es).toMatch(/ciudad de Medellín/);
  });
});

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms of use', termsOfUse],
])('%s in both languages', (_name, doc) => {
  it('has the same sections, in the same order, with unique anchors', () => {
    const ids = doc.es.sections.map((s) => s.id);
    expect(doc.en.sections.map((s) => s.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
  });

  it('has no empty text', () => {
    for (const lang of [doc.es, doc.en])
      for (const s of lang.sections) {
        expect(s.heading.trim()).not.toBe('');
        expect(s.blocks.length).toBeGreaterThan(0);
        for (const block of s.blocks) expect(blockText(block).trim()).not.toBe('');
      }
  });
});
