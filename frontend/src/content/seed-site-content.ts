// The content a fresh installation starts with, before staff edit it in the panel (the server's first
// start stores the same values). The build renders the static pages from it, and the tests use it.
import { SEED_OFFICE_HOURS, seedBlog } from '@abogados/shared';
import type { SiteContent } from './site-content';

/** PLACEHOLDER until the firm sends its lead attorney's real profile; staff replace it in the panel. */
const seedAttorney: SiteContent['attorney'] = {
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
};

export const seedSiteContent: SiteContent = {
  // The version the server's first start stores with the same values.
  version: 1,
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
    // The firm has given no profiles yet: nothing is linked until staff add them.
    social: [],
  },
  // SPEC §9 gives two readings: the footer's (attention) and the contact page's (office) hours.
  hours: SEED_OFFICE_HOURS,
  controller: { legalName: 'Abogados Medellín', taxId: '', legalRepresentative: '' },
  attorney: seedAttorney,
  hero: { photo: null },
  // The three launch posts (SPEC §3), as the server's migration stores them.
  blog: seedBlog(),
};
