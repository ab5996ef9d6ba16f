import { SEED_OFFICE_HOURS } from '@abogados/shared';
import { type ContentSections, type FirmFacts, type Localized, SOCIAL_NETWORKS } from './site-content.types';

/** The hours as the firm's facts first held them: free texts, the footer's line and the contact page's rows. */
export interface FreeTextHours {
  footer: Localized;
  business: Array<{ days: Localized; time: Localized }>;
}

/** The sections as the site launched with them, before the office hours became a section of their own. */
export type FirstContent = Omit<ContentSections, 'firm' | 'hours'> & {
  firm: FirmFacts & { hours: FreeTextHours };
};

/**
 * The facts the site launched with, as the code held them before they moved to the database: what the
 * site-content migration stores. Frozen: the migration that seeds them must stay the same forever.
 */
export const FIRST_CONTENT: FirstContent = {
  firm: {
    name: 'Abogados Medellín',
    phone: '+57 300 123 4567',
    whatsapp: '+57 300 123 4567',
    email: 'contacto@abogadosmedellin.co',
    address: {
      street: 'Calle 10 # 40-20, El Poblado',
      city: 'Medellín',
      region: 'Antioquia',
      postalCode: '050021',
      country: 'CO',
    },
    hours: {
      footer: { es: 'Lunes a viernes, 9:00 AM a 5:00 PM', en: 'Monday to Friday, 9:00 AM to 5:00 PM' },
      business: [
        {
          days: { es: 'Lunes a viernes', en: 'Monday to Friday' },
          time: { es: '8:00 AM – 6:00 PM', en: '8:00 AM – 6:00 PM' },
        },
        {
          days: { es: 'Sábado', en: 'Saturday' },
          time: { es: '9:00 AM – 1:00 PM', en: '9:00 AM – 1:00 PM' },
        },
        { days: { es: 'Domingo', en: 'Sunday' }, time: { es: 'Cerrado', en: 'Closed' } },
      ],
    },
    // The firm has given no profiles yet: every link starts empty (and is not shown).
    social: SOCIAL_NETWORKS.map((network) => ({ network, url: '' })),
  },
  // Tax id and legal representative are unknown: empty, and the privacy policy shows a bracketed placeholder.
  controller: { legalName: 'Abogados Medellín', taxId: '', legalRepresentative: '' },
  attorney: {
    name: 'Dra. Laura Restrepo',
    photo: null,
    profile: {
      es: {
        title: 'Abogada titular y socia fundadora',
        experience: 'Más de 8 años de experiencia en litigio y asesoría en Medellín y Antioquia',
        summary:
          'Lidera personalmente los casos de familia, penal y derecho administrativo del despacho. Atiende en ' +
          'español y en inglés, y acompaña a cada cliente desde la primera consulta hasta la decisión final.',
        education: {
          degree: 'Abogada, Universidad de Medellín',
          specialization: 'Especialista en Derecho de Familia',
          diplomas: [
            'Diplomado en Sistema Penal Acusatorio',
            'Diplomado en Contratación Estatal y Derecho Administrativo',
          ],
        },
        experienceDetail: [
          'Divorcios, custodias, alimentos y uniones maritales de hecho ante notarías y juzgados de familia',
          'Defensa penal desde la audiencia de legalización de captura hasta el juicio oral',
          'Derechos de petición, tutelas y demandas contra entidades públicas',
          'Asesoría en inglés a extranjeros residentes y empresas con operación en Colombia',
        ],
        expertise: [
          'Derecho de familia',
          'Derecho penal',
          'Derecho administrativo',
          'Servicios legales en inglés',
        ],
        skills: ['Litigio oral', 'Conciliación y negociación', 'Redacción jurídica', 'Atención bilingüe'],
      },
      en: {
        title: 'Lead attorney and founding partner',
        experience: 'More than 8 years of litigation and advisory experience in Medellín and Antioquia',
        summary:
          "She personally leads the firm's family, criminal and administrative law cases. She works in Spanish " +
          'and English, and stays with each client from the first consultation to the final decision.',
        education: {
          degree: 'Law degree, Universidad de Medellín',
          specialization: 'Specialization in Family Law',
          diplomas: [
            'Diploma in the Accusatory Criminal System',
            'Diploma in Public Procurement and Administrative Law',
          ],
        },
        experienceDetail: [
          'Divorce, custody, child support and de facto unions before notaries and family courts',
          'Criminal defence from the arrest hearing through to trial',
          'Petitions, tutela actions and lawsuits against public bodies',
          'Advice in English for foreign residents and companies operating in Colombia',
        ],
        expertise: ['Family law', 'Criminal law', 'Administrative law', 'Legal services in English'],
        skills: ['Oral advocacy', 'Mediation and negotiation', 'Legal drafting', 'Bilingual client care'],
      },
    },
  },
  hero: { photo: null },
};

/**
 * The content a new site starts with, what the before-launch list compares against (a fact still equal to
 * its seed is a placeholder nobody has confirmed): the first content, its hours as the structured office hours.
 */
export const CONTENT_SEED: ContentSections = {
  ...FIRST_CONTENT,
  firm: (({ hours: _hours, ...firm }) => firm)(FIRST_CONTENT.firm),
  hours: SEED_OFFICE_HOURS,
};
