// Each page's <title> and meta description, in one table. The prerenderer writes them into the
// static HTML and the client keeps <head> in sync from the same data (features/seo/page-head.ts).
// Blog posts are not here: a post's head comes from its own title and excerpt.
import type { RouteKey } from '../app/route-table';
import type { Language, Localized } from '../i18n/language';
import type { SiteContent } from './site-content';

export interface PageMeta {
  /** 30–60 characters where possible: search results cut longer titles. */
  title: string;
  /** 70–160 characters: shorter says too little, longer is cut in search results. */
  description: string;
}

export type MetaRouteKey = Exclude<RouteKey, 'blogPost'>;

/** "<page> | <firm>": the firm's name closes every title but the home pages'. */
export function withFirmName(page: string, firmName: string): string {
  return `${page} | ${firmName}`;
}

/**
 * Pages that exist at one path only, and the language their content is written in. Their head
 * (title, description, <html lang>) follows the content, not the path: the expats page is English
 * at a path without /en, and the staff panel's copy is English (SPEC §4).
 */
export const singleLanguagePages = {
  expats: 'en',
  privacy: 'es',
  terms: 'es',
  admin: 'en',
} as const satisfies Partial<Record<MetaRouteKey, Language>>;

/** Both keys of a single-language page hold the copy the page shows, so either key matches the content. */
function onlyIn(meta: PageMeta): Localized<PageMeta> {
  return { es: meta, en: meta };
}

export interface SiteMeta {
  pages: Record<MetaRouteKey, Localized<PageMeta>>;
  notFound: Localized<PageMeta>;
  postNotFound: Localized<PageMeta>;
}

function buildPageMeta({ firm, attorney }: SiteContent): SiteMeta {
  const firmName = firm.name;
  const attorneyName = attorney.name;
  const withFirm = (page: string) => withFirmName(page, firmName);
  const pages: Record<MetaRouteKey, Localized<PageMeta>> = {
    home: {
      es: {
        title: `${firmName} | Familia, penal y administrativo`,
        description:
          'Abogados en Medellín y Antioquia: familia, penal y administrativo. Respuesta en menos de 60 minutos, más de 8 años de experiencia y honorarios claros.',
      },
      en: {
        title: `${firmName} | English-Speaking Lawyers in Colombia`,
        description:
          "English-speaking lawyers in Medellín and Antioquia for family, criminal and administrative law. Reply in under 60 minutes, 8+ years' experience, clear fees.",
      },
    },
    services: {
      es: {
        title: withFirm('Servicios legales'),
        description:
          'Derecho de familia, penal, administrativo, civil y comercial, laboral y de tránsito en Medellín. Consulta gratuita y respuesta en menos de 60 minutos.',
      },
      en: {
        title: withFirm('Legal Services'),
        description:
          'Family, criminal, administrative, civil and commercial, labor and traffic law in Medellín. Free consultation and a reply in under 60 minutes.',
      },
    },
    familyLaw: {
      es: {
        title: withFirm('Derecho de Familia'),
        description:
          'Abogados de familia en Medellín: divorcio de mutuo acuerdo o contencioso, custodia, cuota de alimentos y unión marital de hecho. Honorarios transparentes.',
      },
      en: {
        title: withFirm('Family Law'),
        description:
          'Family lawyers in Medellín who speak English: uncontested and contested divorce, child custody, child support and de facto unions. Transparent fees.',
      },
    },
    criminalLaw: {
      es: {
        title: withFirm('Derecho Penal'),
        description:
          'Abogados penalistas en Medellín: defensa desde la captura, representación de víctimas, preacuerdos y juicio oral. Te respondemos en menos de 60 minutos.',
      },
      en: {
        title: withFirm('Criminal Law'),
        description:
          "Criminal defense lawyers in Medellín from arrest to verdict, and representation of victims under Colombia's accusatory system. Reply in under 60 minutes.",
      },
    },
    administrativeLaw: {
      es: {
        title: withFirm('Derecho Administrativo'),
        description:
          'Derechos de petición, tutelas y demandas contra entidades públicas en Medellín y Antioquia, incluidos los reclamos de servicios públicos. Consulta gratuita.',
      },
      en: {
        title: withFirm('Administrative Law'),
        description:
          'Petitions, tutela actions and lawsuits against public authorities in Medellín and Antioquia, including utility complaints. Free consultation in English.',
      },
    },
    civilLaw: {
      es: {
        title: withFirm('Derecho Civil y Comercial'),
        description:
          'Contratos, cobro de deudas, procesos ejecutivos y asesoría a sociedades en Medellín. Más de 8 años de experiencia y honorarios transparentes desde el inicio.',
      },
      en: {
        title: withFirm('Civil and Commercial Law'),
        description:
          "Contracts, debt collection, enforcement proceedings and corporate advice in Medellín for companies and individuals. 8+ years' experience, transparent fees.",
      },
    },
    laborLaw: {
      es: {
        title: withFirm('Derecho Laboral'),
        description:
          'Abogados laborales en Medellín para trabajadores y empleadores: despidos, liquidaciones, prestaciones sociales y demandas. Respuesta en menos de 60 minutos.',
      },
      en: {
        // "Labor Law | <firm>" alone is 29 characters; the longer name is also what people search for.
        title: withFirm('Labor and Employment Law'),
        description:
          'Labor lawyers in Medellín for employees and employers: dismissals, final settlements, mandatory benefits and labor claims. Reply in under 60 minutes.',
      },
    },
    trafficLaw: {
      es: {
        title: withFirm('Derecho de Tránsito'),
        description:
          'Impugnación de comparendos y fotomultas, audiencias ante la Secretaría de Movilidad y reclamaciones por accidentes de tránsito en Medellín y Antioquia.',
      },
      en: {
        title: withFirm('Traffic Law'),
        description:
          'Challenge traffic tickets and camera fines, get help at Mobility Department hearings and claim after road accidents in Medellín and Antioquia.',
      },
    },
    expats: onlyIn({
      title: withFirm('English-Speaking Lawyers for Expats'),
      description:
        'English-speaking lawyers in Medellín for expats and foreign companies: family, criminal, business, immigration and real estate law. Reply in under 60 minutes.',
    }),
    attorneys: {
      es: {
        title: withFirm('Nuestros abogados'),
        description: `Conoce a ${attorneyName}, abogada titular con más de 8 años de experiencia en derecho de familia, penal y administrativo en Medellín y Antioquia.`,
      },
      en: {
        title: withFirm('Attorney in Medellín'),
        description: `Meet ${attorneyName}, lead attorney with more than 8 years of experience in family, criminal and administrative law in Medellín, in English and Spanish.`,
      },
    },
    blog: {
      es: {
        title: withFirm('Blog jurídico'),
        description:
          'Guías prácticas sobre divorcio, acción de tutela y otros trámites legales en Colombia, escritas por abogados de Medellín con más de 8 años de experiencia.',
      },
      en: {
        title: withFirm('Legal Blog'),
        description:
          'Practical guides to Colombian law in English, from arrests to your rights as a foreigner, by lawyers in Medellín with more than 8 years of experience.',
      },
    },
    contact: {
      es: {
        title: withFirm('Contacto y horarios'),
        description:
          'Visítanos en El Poblado, Medellín, llámanos o escríbenos por WhatsApp: te respondemos en menos de 60 minutos. Dirección, teléfono, correo y horarios.',
      },
      en: {
        title: withFirm('Contact and Office Hours'),
        description:
          'Visit our office in El Poblado, Medellín, call us or message us on WhatsApp: we reply in under 60 minutes. Address, phone, email and office hours.',
      },
    },
    privacy: onlyIn({
      title: withFirm('Política de privacidad'),
      description: `Cómo ${firmName} recolecta, usa y protege tus datos personales según la Ley 1581 de 2012, y cómo ejercer tus derechos como titular de los datos.`,
    }),
    terms: onlyIn({
      title: withFirm('Términos y condiciones'),
      description: `Condiciones de uso del sitio web de ${firmName}: uso permitido, alcance informativo del contenido, relación abogado-cliente y ley aplicable.`,
    }),
    thankYou: {
      es: {
        title: withFirm('Solicitud recibida'),
        description:
          'Recibimos tu solicitud de consulta gratuita. Te contactaremos en menos de 60 minutos; si lo prefieres, escríbenos por chat.',
      },
      en: {
        title: withFirm('Request received'),
        description:
          'We received your free-consultation request. We will contact you within 60 minutes; if you prefer, write to us on the chat.',
      },
    },
    booking: {
      es: {
        title: withFirm('Agenda tu consulta gratuita'),
        description:
          'Elige el día y la hora de tu consulta gratuita con un abogado en Medellín: en la oficina, por video o por teléfono. Confirmación inmediata por correo.',
      },
      en: {
        title: withFirm('Book your free consultation'),
        description:
          'Pick the day and time of your free consultation with a lawyer in Medellín: at the office, by video or by phone. Instant confirmation by email.',
      },
    },
    bookingConfirmed: {
      es: {
        title: withFirm('Cita confirmada'),
        description:
          'Tu consulta gratuita quedó agendada. Te enviamos la invitación por correo, con los enlaces para cambiarla o cancelarla.',
      },
      en: {
        title: withFirm('Booking confirmed'),
        description:
          'Your free consultation is booked. We emailed you the invitation, with the links to reschedule or cancel it.',
      },
    },
    bookingManage: {
      es: {
        title: withFirm('Tu cita con el despacho'),
        description:
          'Consulta tu cita con el despacho, cámbiala a otra hora libre o cancélala si ya no puedes asistir.',
      },
      en: {
        title: withFirm('Your meeting with the firm'),
        description:
          'See your meeting with the firm, move it to another free time, or cancel it if you can no longer attend.',
      },
    },
    admin: onlyIn({
      title: withFirm('Admin Panel'),
      description: `Staff panel of ${firmName} for reviewing the consultation requests sent through the website and marking them as processed.`,
    }),
  };

  /** Any path the site does not have (SPEC §2: the page reads '404 Page Not Found'). */
  const notFound: Localized<PageMeta> = {
    es: {
      title: withFirm('404 Página no encontrada'),
      description: `La página que buscas no existe en el sitio de ${firmName}. Vuelve al inicio para conocer nuestros servicios legales en Medellín y Antioquia.`,
    },
    en: {
      title: withFirm('404 Page Not Found'),
      description: `The page you are looking for does not exist on the ${firmName} website. Go back to the home page to see our legal services in Medellín.`,
    },
  };

  /** A blog URL whose slug is unknown or belongs to a post in the other language (SPEC §8). */
  const postNotFound: Localized<PageMeta> = {
    es: {
      title: withFirm('Post no encontrado'),
      description: `El artículo que buscas no existe o fue movido. Consulta las guías legales publicadas en el blog de ${firmName}.`,
    },
    en: {
      title: withFirm('Post not found'),
      description: `The blog post you're looking for doesn't exist or has been moved. Browse the legal guides published on the ${firmName} blog.`,
    },
  };

  return { pages, notFound, postNotFound };
}

const built = new WeakMap<SiteContent, SiteMeta>();

/** Every page's title and description for this content (computed once per content object). */
export function pageMeta(content: SiteContent): SiteMeta {
  let meta = built.get(content);
  if (!meta) {
    meta = buildPageMeta(content);
    built.set(content, meta);
  }
  return meta;
}
