import type { Localized } from '../i18n/language';
import type { Highlight } from './home';

interface AttorneyProfile {
  title: string;
  experience: string;
  summary: string;
  education: { degree: string; specialization: string; diplomas: string[] };
  experienceDetail: string[];
  expertise: string[];
  skills: string[];
}

type AttorneyCopyKey =
  'heroLead' | 'education' | 'experience' | 'expertise' | 'skills' | 'values' | 'photoAlt';

interface Attorney {
  name: string;
  image: { src: string; width: number; height: number };
  profile: Localized<AttorneyProfile>;
  values: Localized<Highlight[]>;
  copy: Localized<Record<AttorneyCopyKey, string>>;
}

/**
 * The lead attorney's profile. PLACEHOLDER: name, studies and photo stand in until the firm sends the
 * real profile; each is one edit here (the photo is /images/attorney-portrait.svg).
 */
export const attorney: Attorney = {
  name: 'Dra. Laura Restrepo',
  image: { src: '/images/attorney-portrait.svg', width: 480, height: 560 },
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
  values: {
    es: [
      { title: 'Confidencialidad', text: 'Lo que nos cuentas queda entre tú y tu abogado, siempre.' },
      { title: 'Transparencia', text: 'Honorarios por escrito y reportes claros del avance de tu caso.' },
      { title: 'Compromiso', text: 'Respondemos rápido y no te dejamos solo en ninguna audiencia.' },
    ],
    en: [
      { title: 'Confidentiality', text: 'What you tell us stays between you and your lawyer, always.' },
      { title: 'Transparency', text: 'Fees in writing and clear updates on how your case is going.' },
      { title: 'Commitment', text: 'We answer fast and never leave you alone at a hearing.' },
    ],
  },
  copy: {
    es: {
      heroLead: 'Conoce a quien llevará tu caso.',
      education: 'Formación',
      experience: 'Experiencia',
      expertise: 'Áreas',
      skills: 'Habilidades',
      values: 'Nuestros valores',
      photoAlt: 'Retrato de la Dra. Laura Restrepo',
    },
    en: {
      heroLead: 'Meet the lawyer who will handle your case.',
      education: 'Education',
      experience: 'Experience',
      expertise: 'Practice areas',
      skills: 'Skills',
      values: 'Our values',
      photoAlt: 'Portrait of Dr. Laura Restrepo',
    },
  },
};
