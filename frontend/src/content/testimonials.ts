import type { Language } from '../i18n/language';

export interface Testimonial {
  id: number;
  name: string;
  /** SPEC §3: every testimonial is rated 5. */
  rating: 5;
  text: string;
  /** The language the client wrote in; testimonials are shown as written. */
  language: Language;
  context: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Catalina M.',
    rating: 5,
    language: 'es',
    context: 'Divorcio de mutuo acuerdo',
    text: 'Me respondieron en menos de una hora un domingo por la noche. En seis semanas el divorcio estaba firmado en notaría y siempre supe cuánto iba a pagar.',
  },
  {
    id: 2,
    name: 'Michael T.',
    rating: 5,
    language: 'en',
    context: 'Residency and contract review',
    text: 'As an American living in Laureles I needed someone who could explain Colombian contracts in plain English. They reviewed my lease and my visa paperwork in two days.',
  },
  {
    id: 3,
    name: 'Jorge A.',
    rating: 5,
    language: 'es',
    context: 'Defensa penal',
    text: 'Estuvieron conmigo desde la audiencia de legalización de captura. Me explicaron cada paso con paciencia y lograron un resultado que no esperaba.',
  },
  {
    id: 4,
    name: 'Sarah L.',
    rating: 5,
    language: 'en',
    context: 'Custody agreement',
    text: 'Clear, kind and fast. They helped me agree custody and child support with my ex-partner and made sure the agreement was valid in Colombia.',
  },
  {
    id: 5,
    name: 'Ferretería El Poblado S.A.S.',
    rating: 5,
    language: 'es',
    context: 'Derecho administrativo',
    text: 'Nos asesoraron en una sanción de la alcaldía. Con un recurso bien sustentado la revocaron y nos ahorraron meses de trámites.',
  },
  {
    id: 6,
    name: 'Luisa F.',
    rating: 5,
    language: 'es',
    context: 'Acción de tutela',
    text: 'Mi EPS me negaba un tratamiento. Presentaron la tutela al día siguiente y en diez días el juez ordenó que me lo autorizaran.',
  },
];
