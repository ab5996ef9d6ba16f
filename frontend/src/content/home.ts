import type { Localized } from '../i18n/language';

export interface Highlight {
  title: string;
  text: string;
}

interface HomeCopy {
  hero: { eyebrow: string; title: string; subtitle: string; chat: string; consult: string; imageAlt: string };
  badges: Highlight[];
  servicesTitle: string;
  servicesLead: string;
  about: { title: string; lead: string; highlights: Highlight[] };
  testimonials: { title: string; lead: string; ratingLabel: string };
}

/** Home page copy. The Spanish home adds the English-services banner (englishBanner), as SPEC §2 asks. */
export const homeCopy: Localized<HomeCopy> = {
  es: {
    hero: {
      eyebrow: 'Abogados en Medellín y Antioquia',
      title: 'Abogados en Medellín que responden cuando más los necesitas',
      subtitle:
        'Derecho de familia, penal y administrativo con un equipo que te explica tus opciones con claridad, ' +
        'te responde en menos de 60 minutos y te dice desde el principio cuánto cuesta.',
      chat: 'Escríbenos por WhatsApp',
      consult: 'Consulta gratuita',
      imageAlt: 'Ilustración del valle de Aburrá con los edificios de Medellín y las montañas al fondo',
    },
    badges: [
      { title: '+8 años', text: 'de experiencia en litigio y asesoría' },
      { title: 'Oficina en Medellín', text: 'atención presencial en El Poblado' },
      { title: '< 60 minutos', text: 'para responder tu consulta' },
      { title: 'Honorarios claros', text: 'sabrás el costo antes de empezar' },
    ],
    servicesTitle: 'Áreas de práctica',
    servicesLead: 'Te acompañamos desde la primera consulta hasta la última actuación de tu caso.',
    about: {
      title: 'Un despacho cercano, serio y rápido',
      lead:
        'Somos abogados de Medellín con más de 8 años de experiencia. Estudiamos cada caso a fondo, te hablamos ' +
        'sin tecnicismos y te mantenemos al tanto de cada paso.',
      highlights: [
        {
          title: 'Equipo especializado',
          text: 'Abogados con formación de posgrado en familia, penal y derecho administrativo.',
        },
        {
          title: 'Respuesta inmediata',
          text: 'Respondemos cada solicitud en menos de 60 minutos en horario de atención.',
        },
        {
          title: 'Ética profesional',
          text: 'Confidencialidad total, honorarios por escrito y ninguna promesa que no podamos cumplir.',
        },
        {
          title: 'Cobertura local',
          text: 'Actuamos ante juzgados, notarías y entidades de Medellín, el Valle de Aburrá y Antioquia.',
        },
      ],
    },
    testimonials: {
      title: 'Lo que dicen nuestros clientes',
      lead: 'Opiniones de personas y empresas a las que hemos acompañado.',
      ratingLabel: '5 de 5 estrellas',
    },
  },
  en: {
    hero: {
      eyebrow: 'Lawyers in Medellín and Antioquia',
      title: 'English-speaking lawyers in Medellín who answer when you need them',
      subtitle:
        'Family, criminal and administrative law with a team that explains your options in plain English, ' +
        'replies in under 60 minutes and tells you the fee before you commit.',
      chat: 'Chat on WhatsApp',
      consult: 'Free Consultation',
      imageAlt: 'Illustration of the Aburrá Valley with the buildings of Medellín and the mountains behind',
    },
    badges: [
      { title: '8+ years', text: 'of litigation and advisory experience' },
      { title: 'Office in Medellín', text: 'in-person meetings in El Poblado' },
      { title: '< 60 minutes', text: 'to answer your enquiry' },
      { title: 'Transparent fees', text: 'you know the cost before we start' },
    ],
    servicesTitle: 'Practice areas',
    servicesLead: 'We stand by you from the first consultation to the last step of your case.',
    about: {
      title: 'A close, serious and fast law firm',
      lead:
        'We are Medellín lawyers with more than 8 years of experience. We study every case in depth, speak to you ' +
        'without jargon and keep you informed at every step.',
      highlights: [
        {
          title: 'Specialized team',
          text: 'Lawyers with postgraduate training in family, criminal and administrative law.',
        },
        {
          title: 'Immediate response',
          text: 'We answer every request in under 60 minutes during business hours.',
        },
        {
          title: 'Professional ethics',
          text: 'Full confidentiality, fees in writing and no promise we cannot keep.',
        },
        {
          title: 'Local coverage',
          text: 'We act before courts, notaries and public bodies in Medellín, the Aburrá Valley and Antioquia.',
        },
      ],
    },
    testimonials: {
      title: 'What our clients say',
      lead: 'Reviews from people and companies we have represented.',
      ratingLabel: '5 out of 5 stars',
    },
  },
};

/** Shown on the Spanish home only: it speaks to English speakers, so it is written in English. */
export const englishBanner = {
  title: 'Need a lawyer who speaks English?',
  text:
    'Expats, retirees, digital nomads and foreign companies in Medellín: we handle family, criminal, ' +
    'immigration-related, contract and real-estate matters in English, from the first call to the courtroom.',
  link: 'English legal services',
  chat: 'Chat in English',
} as const;
