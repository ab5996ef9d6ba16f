import type { Localized } from '../i18n/language';
import type { Highlight } from './home';

type AttorneyCopyKey = 'heroLead' | 'education' | 'experience' | 'expertise' | 'skills' | 'values';

interface AttorneyPage {
  /** Shown until staff upload the attorney's photo. */
  illustration: { src: string; width: number; height: number };
  values: Localized<Highlight[]>;
  copy: Localized<Record<AttorneyCopyKey, string>>;
}

/** The photo's text alternative names whoever the profile names. */
export const attorneyPhotoAlt = (name: string): Localized => ({
  es: `Retrato: ${name}`,
  en: `Portrait: ${name}`,
});

/**
 * The attorney page's fixed parts: the firm's values and the section headings. The attorney's name,
 * profile and photo are the firm's to edit (site content).
 */
export const attorneyPage: AttorneyPage = {
  illustration: { src: '/images/attorney-portrait.svg', width: 480, height: 560 },
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
    },
    en: {
      heroLead: 'Meet the lawyer who will handle your case.',
      education: 'Education',
      experience: 'Experience',
      expertise: 'Practice areas',
      skills: 'Skills',
      values: 'Our values',
    },
  },
};
