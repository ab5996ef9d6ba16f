// The six practice areas (SPEC §3): the cards' data. The detail pages' copy is in service-details.ts,
// so the home page's services grid does not download every FAQ. Plain data, free of React.
import type { RouteKey } from '../app/route-table';
import type { Language, Localized } from '../i18n/language';

export type ServiceId = 'family' | 'criminal' | 'administrative' | 'civil' | 'labor' | 'traffic';

/** Names of the inline icons drawn by features/services/service-icon.tsx. */
export type ServiceIconName = 'family' | 'shield' | 'landmark' | 'contract' | 'briefcase' | 'car';

type Three = readonly [string, string, string];

/** The card data, field for field as SPEC §3 lists it. */
export interface Service {
  id: ServiceId;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  icon: ServiceIconName;
  slug: string;
  slugEn: string;
  features: Three;
  featuresEn: Three;
}

export interface DetailItem {
  title: string;
  text: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The second panel of a service page ('Why choose us' / 'Our approach'). */
export interface ServicePanel {
  title: string;
  items: readonly DetailItem[];
}

export interface ServiceDetail {
  intro: Localized;
  features: Localized<readonly DetailItem[]>;
  panel: Localized<ServicePanel>;
  faqs: Localized<readonly FaqEntry[]>;
}

export const services: readonly Service[] = [
  {
    id: 'family',
    title: 'Derecho de Familia',
    titleEn: 'Family Law',
    description:
      'Divorcios, custodia de los hijos, cuotas de alimentos y uniones maritales de hecho, en notaría o ante el juez de familia.',
    descriptionEn:
      'Divorce, child custody, child support and unmarried couples’ rights, at a notary’s office or before a family judge.',
    icon: 'family',
    slug: 'derecho-de-familia',
    slugEn: 'family-law',
    features: [
      'Divorcio de mutuo acuerdo y contencioso',
      'Custodia, visitas y cuota de alimentos',
      'Unión marital de hecho y liquidación de bienes',
    ],
    featuresEn: [
      'Uncontested and contested divorce',
      'Custody, visitation and child support',
      'De facto marital unions and division of property',
    ],
  },
  {
    id: 'criminal',
    title: 'Derecho Penal',
    titleEn: 'Criminal Law',
    description:
      'Defensa penal desde la captura hasta la sentencia y representación de víctimas en el sistema penal acusatorio.',
    descriptionEn:
      'Criminal defense from arrest to verdict, and representation of victims under Colombia’s accusatory system.',
    icon: 'shield',
    slug: 'derecho-penal',
    slugEn: 'criminal-law',
    features: [
      'Defensa desde la audiencia de legalización de captura',
      'Representación de víctimas y denuncias',
      'Preacuerdos, juicio oral y recursos',
    ],
    featuresEn: [
      'Defense from the arrest hearing onwards',
      'Representation of victims and criminal complaints',
      'Plea agreements, trial and appeals',
    ],
  },
  {
    id: 'administrative',
    title: 'Derecho Administrativo',
    titleEn: 'Administrative Law',
    description:
      'Derechos de petición, tutelas y demandas contra entidades públicas, incluidos los reclamos por servicios públicos.',
    descriptionEn:
      'Petitions, tutela actions and lawsuits against public authorities, including complaints about utility companies.',
    icon: 'landmark',
    slug: 'derecho-administrativo',
    slugEn: 'administrative-law',
    features: [
      'Derechos de petición y acciones de tutela',
      'Demandas de nulidad y reparación directa',
      'Reclamos de servicios públicos domiciliarios',
    ],
    featuresEn: [
      'Petitions and tutela actions',
      'Annulment and direct-reparation lawsuits',
      'Utility bill complaints and appeals',
    ],
  },
  {
    id: 'civil',
    title: 'Derecho Civil y Comercial',
    titleEn: 'Civil and Commercial Law',
    description:
      'Contratos, cobro de deudas, procesos ejecutivos y asesoría a sociedades, comerciantes y particulares.',
    descriptionEn:
      'Contracts, debt collection, enforcement proceedings and advice for companies, merchants and individuals.',
    icon: 'contract',
    slug: 'derecho-civil',
    slugEn: 'civil-law',
    features: [
      'Redacción y revisión de contratos',
      'Cobro de deudas y procesos ejecutivos',
      'Constitución y asesoría de sociedades',
    ],
    featuresEn: [
      'Drafting and reviewing contracts',
      'Debt collection and enforcement proceedings',
      'Company formation and corporate advice',
    ],
  },
  {
    id: 'labor',
    title: 'Derecho Laboral',
    titleEn: 'Labor Law',
    description:
      'Asesoría a trabajadores y empleadores en despidos, liquidaciones, prestaciones sociales y demandas laborales.',
    descriptionEn:
      'Advice for employees and employers on dismissals, final settlements, mandatory benefits and labor claims.',
    icon: 'briefcase',
    slug: 'derecho-laboral',
    slugEn: 'labor-law',
    features: [
      'Despido sin justa causa e indemnización',
      'Liquidación y prestaciones sociales',
      'Contratos, reglamentos y procesos disciplinarios',
    ],
    featuresEn: [
      'Dismissal without just cause and compensation',
      'Final settlement and mandatory benefits',
      'Employment contracts, workplace rules and disciplinary procedures',
    ],
  },
  {
    id: 'traffic',
    title: 'Derecho de Tránsito',
    titleEn: 'Traffic Law',
    description:
      'Impugnación de comparendos, audiencias ante la Secretaría de Movilidad y reclamaciones por accidentes de tránsito.',
    descriptionEn:
      'Challenging traffic tickets, hearings before the Mobility Department and claims after road accidents.',
    icon: 'car',
    slug: 'derecho-transito',
    slugEn: 'traffic-law',
    features: [
      'Impugnación de comparendos y fotomultas',
      'Audiencias ante la Secretaría de Movilidad',
      'Accidentes de tránsito y reclamaciones al SOAT',
    ],
    featuresEn: [
      'Challenging tickets and camera fines',
      'Hearings before the Mobility Department',
      'Road accidents and SOAT insurance claims',
    ],
  },
];

/** Where each service's page lives in the route table (app/route-table.ts). */
export const serviceRouteKeys = {
  family: 'familyLaw',
  criminal: 'criminalLaw',
  administrative: 'administrativeLaw',
  civil: 'civilLaw',
  labor: 'laborLaw',
  traffic: 'trafficLaw',
} as const satisfies Record<ServiceId, RouteKey>;

export function serviceById(id: ServiceId): Service {
  const service = services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}

/** A card's copy in one language. */
export function serviceText(service: Service, language: Language) {
  return language === 'en'
    ? { title: service.titleEn, description: service.descriptionEn, features: service.featuresEn }
    : { title: service.title, description: service.description, features: service.features };
}
