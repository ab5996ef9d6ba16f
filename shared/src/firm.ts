import { type Language } from './consultation';

// Firm facts in one place so header, footer, contact page, structured data and the emails never disagree.
export const firm = {
  name: 'Abogados Medellín',
  tagline: {
    es: 'Abogados en Medellín: familia, penal y administrativo',
    en: 'Lawyers in Medellín: family, criminal and administrative law',
  },
  address: {
    street: 'Calle 10 # 40-20, El Poblado',
    city: 'Medellín',
    region: 'Antioquia',
    postalCode: '050021',
    country: 'CO',
  },
  contact: {
    phone: '+57 300 123 4567',
    whatsapp: '+57 300 123 4567',
    email: 'contacto@abogadosmedellin.co',
  },
  /** SPEC §9 gives two readings: the footer's and the contact page's business hours. */
  hours: {
    footer: {
      es: 'Lunes a viernes, 9:00 AM a 5:00 PM',
      en: 'Monday to Friday, 9:00 AM to 5:00 PM',
    },
    business: [
      {
        days: { es: 'Lunes a viernes', en: 'Monday to Friday' },
        time: { es: '8:00 AM – 6:00 PM', en: '8:00 AM – 6:00 PM' },
      },
      { days: { es: 'Sábado', en: 'Saturday' }, time: { es: '9:00 AM – 1:00 PM', en: '9:00 AM – 1:00 PM' } },
      { days: { es: 'Domingo', en: 'Sunday' }, time: { es: 'Cerrado', en: 'Closed' } },
    ],
  },
  /** PLACEHOLDER targets: the firm has not given its profiles yet; replace each href with the real page. */
  social: [
    { network: 'Facebook', href: '#facebook' },
    { network: 'Instagram', href: '#instagram' },
    { network: 'LinkedIn', href: '#linkedin' },
  ],
  areaServed: ['Medellín', 'Antioquia'],
  yearsOfExperience: 8,
  responseMinutes: 60,
  languages: ['es', 'en'],
} as const;

/** The chat link's prefilled greeting, in the page's language (SPEC §7). */
export const CHAT_GREETING: Record<Language, string> = {
  es: 'Hola, quiero una consulta con un abogado.',
  en: 'Hello, I would like a consultation with a lawyer.',
};

/** Digits only: the chat link format rejects the plus sign and spaces. */
export function whatsappDigits(number: string = firm.contact.whatsapp): string {
  return number.replace(/\D/g, '');
}

export function whatsappUrl(text: string): string {
  return `https://wa.me/${whatsappDigits()}?text=${encodeURIComponent(text)}`;
}
