// The firm's facts are site content (site-content.ts), edited by staff; these are the fixed ones.
export const firmProfile = {
  tagline: {
    es: 'Abogados en Medellín: familia, penal y administrativo',
    en: 'Lawyers in Medellín: family, criminal and administrative law',
  },
  languages: ['es', 'en'],
} as const;
