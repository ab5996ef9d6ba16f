import { pathFor } from '../app/route-table';
import type { Language } from '../i18n/language';
import { serviceDetails } from './service-details';
import { serviceById, serviceRouteKeys, services, serviceText, type ServiceId } from './services';

const languages: Language[] = ['es', 'en'];

describe('services content', () => {
  it('lists the six services of SPEC §3 in order, with their English titles', () => {
    expect(services.map((service) => service.id)).toEqual([
      'family',
      'criminal',
      'administrative',
      'civil',
      'labor',
      'traffic',
    ]);
    expect(services.map((service) => service.titleEn)).toEqual([
      'Family Law',
      'Criminal Law',
      'Administrative Law',
      'Civil and Commercial Law',
      'Labor Law',
      'Traffic Law',
    ]);
  });

  it('gives every card three distinct, non-empty features in each language', () => {
    for (const service of services) {
      for (const features of [service.features, service.featuresEn]) {
        expect(features).toHaveLength(3);
        expect(new Set(features).size).toBe(3);
        features.forEach((feature) => expect(feature.trim()).not.toBe(''));
      }
      // A forgotten translation usually shows up as the same text in both languages.
      expect(service.featuresEn).not.toEqual(service.features);
      expect(service.descriptionEn).not.toBe(service.description);
    }
  });

  it('uses the slugs of SPEC §3, which match the route table in both languages', () => {
    expect(services.map((service) => [service.slug, service.slugEn])).toEqual([
      ['derecho-de-familia', 'family-law'],
      ['derecho-penal', 'criminal-law'],
      ['derecho-administrativo', 'administrative-law'],
      ['derecho-civil', 'civil-law'],
      ['derecho-laboral', 'labor-law'],
      ['derecho-transito', 'traffic-law'],
    ]);
    for (const service of services) {
      const key = serviceRouteKeys[service.id];
      expect(pathFor(key, 'es')).toBe(`/servicios/${service.slug}`);
      expect(pathFor(key, 'en')).toBe(`/en/services/${service.slugEn}`);
    }
  });

  it.each<[ServiceId, number]>([
    ['family', 3],
    ['criminal', 3],
    ['administrative', 6],
    ['civil', 3],
    ['labor', 3],
    ['traffic', 3],
  ])('gives %s %i FAQs per language', (id, count) => {
    for (const language of languages) {
      const faqs = serviceDetails[id].faqs[language];
      expect(faqs).toHaveLength(count);
      expect(new Set(faqs.map((faq) => faq.question)).size).toBe(count);
      faqs.forEach((faq) => {
        expect(faq.question.trim()).not.toBe('');
        expect(faq.answer.length).toBeGreaterThan(80);
      });
    }
  });

  it('covers the administrative topics SPEC §2 names, in order, in both languages', () => {
    const topics: Record<Language, RegExp[]> = {
      es: [
        /derecho administrativo/i,
        /derecho de petición/i,
        /Superintendencia de Servicios Públicos Domiciliarios/,
        /acción de cumplimiento/i,
        /demandar al Estado/i,
        /silencio administrativo positivo y negativo/i,
      ],
      en: [
        /administrative law/i,
        /right of petition/i,
        /Superintendency of Household Public Utilities/,
        /compliance action/i,
        /sue the State/i,
        /positive and negative administrative silence/i,
      ],
    };
    for (const language of languages) {
      const faqs = serviceDetails.administrative.faqs[language];
      faqs.forEach((faq, index) => expect(faq.question).toMatch(topics[language][index]));
    }
    // The 2-year limit for direct-reparation suits and the 15-working-day petition deadline.
    expect(serviceDetails.administrative.faqs.es[4].answer).toMatch(/reparación directa.*2 años/);
    expect(serviceDetails.administrative.faqs.en[4].answer).toMatch(/direct-reparation.*2 years/);
    expect(serviceDetails.administrative.faqs.es[1].answer).toMatch(/15 días hábiles/);
    expect(serviceDetails.administrative.faqs.en[1].answer).toMatch(/15 working days/);
  });

  it('gives every detail page more features than its card and a matching panel in both languages', () => {
    for (const service of services) {
      const detail = serviceDetails[service.id];
      expect(detail.intro.es).not.toBe(detail.intro.en);
      expect(detail.features.es.length).toBeGreaterThan(service.features.length);
      expect(detail.features.en).toHaveLength(detail.features.es.length);
      expect(detail.panel.es.items.length).toBeGreaterThanOrEqual(3);
      expect(detail.panel.en.items).toHaveLength(detail.panel.es.items.length);
      expect(detail.panel.en.title).toMatch(/^(Why choose us|Our approach)$/);
    }
  });

  it('keeps to the firm’s real promises and no invented figures', () => {
    const text = JSON.stringify({ services, serviceDetails });
    expect(text).not.toMatch(/%\s*(de\s)?(éxito|success|casos|cases|clientes|clients)/i);
    const experience = [...text.matchAll(/(\d+) (?:años|years) de experiencia|(\d+) years of experience/gi)];
    expect(experience.length).toBeGreaterThan(0);
    experience.forEach((match) => expect(match[1] ?? match[2]).toBe('8'));
    const replyTimes = [...text.matchAll(/(?:menos de|under) (\d+) (?:minutos|minutes)/g)];
    expect(replyTimes.length).toBeGreaterThan(0);
    replyTimes.forEach((match) => expect(match[1]).toBe('60'));
  });

  it('reads a card in the requested language', () => {
    const family = serviceById('family');
    expect(serviceText(family, 'es').title).toBe('Derecho de Familia');
    expect(serviceText(family, 'en').title).toBe('Family Law');
    expect(serviceText(family, 'en').features).toBe(family.featuresEn);
    expect(() => serviceById('tax' as ServiceId)).toThrow('Unknown service tax');
  });
});
