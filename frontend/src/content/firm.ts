// Firm facts in one place so header, footer, contact page and structured data never disagree.
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
  languages: ['es', 'en'],
} as const;

/** Digits only: the chat link format rejects the plus sign and spaces. */
export function whatsappDigits(number: string = firm.contact.whatsapp): string {
  return number.replace(/\D/g, '');
}

export function whatsappUrl(text: string): string {
  return `https://wa.me/${whatsappDigits()}?text=${encodeURIComponent(text)}`;
}

export function telHref(number: string): string {
  return `tel:${number.replace(/\s/g, '')}`;
}
