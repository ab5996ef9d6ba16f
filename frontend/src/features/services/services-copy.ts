// UI strings of the services pages. They live here rather than in the shared dictionary so this
// feature can grow without touching it; Localized still makes a missing language a type error.
import type { Localized } from '../../i18n/language';

interface Step {
  title: string;
  text: string;
}

interface ServicesCopy {
  /** aria-label of the breadcrumb trail. */
  breadcrumbLabel: string;
  learnMore: string;
  /** Read after "Learn more" by screen readers only, before the service name. */
  learnMoreAbout: string;
  freeConsultation: string;
  talkToLawyer: string;
  featuresTitle: string;
  faqTitle: string;
  overview: {
    lead: string;
    areasTitle: string;
    areasLead: string;
    stepsTitle: string;
    steps: readonly Step[];
    ctaTitle: string;
    ctaText: string;
    contactLink: string;
  };
}

export const servicesCopy: Localized<ServicesCopy> = {
  es: {
    breadcrumbLabel: 'Ruta de navegación',
    learnMore: 'Ver más',
    learnMoreAbout: 'sobre',
    freeConsultation: 'Consulta gratuita',
    talkToLawyer: 'Hablar con un abogado',
    featuresTitle: '¿En qué te ayudamos?',
    faqTitle: 'Preguntas frecuentes',
    overview: {
      lead: 'Seis áreas de práctica y un mismo compromiso: respuesta en menos de 60 minutos, honorarios transparentes y más de 8 años de experiencia en Medellín y Antioquia.',
      areasTitle: 'Áreas de práctica',
      areasLead:
        'Elige el área de tu caso para ver qué trámites atendemos, cómo trabajamos y las preguntas más frecuentes.',
      stepsTitle: 'Cómo trabajamos',
      steps: [
        {
          title: 'Cuéntanos tu caso',
          text: 'Escríbenos por WhatsApp o por el formulario de consulta. Te respondemos en menos de 60 minutos.',
        },
        {
          title: 'Analizamos tus opciones',
          text: 'Revisamos tus documentos y te explicamos, sin tecnicismos, las alternativas, los riesgos y los tiempos.',
        },
        {
          title: 'Propuesta con honorarios claros',
          text: 'Recibes por escrito el alcance del servicio y su costo antes de empezar. Sin sorpresas.',
        },
        {
          title: 'Te acompañamos hasta el final',
          text: 'Te informamos de cada avance de tu caso, en Medellín y en toda Antioquia.',
        },
      ],
      ctaTitle: '¿No sabes qué área corresponde a tu caso?',
      ctaText: 'Escríbenos y un abogado te orienta en menos de 60 minutos.',
      contactLink: 'Ver datos de contacto',
    },
  },
  en: {
    breadcrumbLabel: 'Breadcrumb',
    learnMore: 'Learn more',
    learnMoreAbout: 'about',
    freeConsultation: 'Free consultation',
    talkToLawyer: 'Talk to a lawyer',
    featuresTitle: 'How we can help',
    faqTitle: 'Frequently asked questions',
    overview: {
      lead: 'Six practice areas, one commitment: a reply in under 60 minutes, transparent fees and more than 8 years of experience in Medellín and Antioquia.',
      areasTitle: 'Practice areas',
      areasLead:
        'Choose the area that fits your case to see what we handle, how we work and the most common questions.',
      stepsTitle: 'How we work',
      steps: [
        {
          title: 'Tell us about your case',
          text: 'Message us on WhatsApp or through the consultation form. We reply in under 60 minutes.',
        },
        {
          title: 'We review your options',
          text: 'We go through your documents and explain the alternatives, risks and timing in plain language.',
        },
        {
          title: 'A proposal with clear fees',
          text: 'You receive the scope of the work and its cost in writing before we start. No surprises.',
        },
        {
          title: 'We see it through',
          text: 'We keep you informed of every step of your case, in Medellín and throughout Antioquia.',
        },
      ],
      ctaTitle: 'Not sure which area your case falls under?',
      ctaText: 'Message us and a lawyer will point you in the right direction in under 60 minutes.',
      contactLink: 'See our contact details',
    },
  },
};
