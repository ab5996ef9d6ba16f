import type { Localized } from '../../i18n';

// Blog-only strings. Typed as Localized so a string written in one language and forgotten in the
// other fails the typecheck. Shared strings (titles, not-found) live in the i18n dictionary.
interface BlogCopy {
  postsLabel: string;
  recentPosts: string;
  readTimeSuffix: string;
  readArticle: string;
  writtenBy: string;
  tags: string;
  disclaimer: string;
  ctaTitle: string;
  ctaBody: string;
  ctaChat: string;
  ctaForm: string;
  newsletterTitle: string;
  newsletterBody: string;
  emailLabel: string;
  emailPlaceholder: string;
  subscribe: string;
  subscribeSoonTitle: string;
  subscribeSoonBody: string;
}

export const blogCopy: Localized<BlogCopy> = {
  es: {
    postsLabel: 'Artículos publicados',
    recentPosts: 'Artículos recientes',
    readTimeSuffix: 'de lectura',
    readArticle: 'Leer artículo',
    writtenBy: 'Escrito por',
    tags: 'Etiquetas',
    disclaimer:
      'Este artículo es información general sobre el derecho colombiano y no constituye asesoría legal para un caso concreto.',
    ctaTitle: '¿Tienes un caso parecido?',
    ctaBody:
      'Cuéntanos tu situación: la primera consulta es gratuita y te respondemos en menos de 60 minutos.',
    ctaChat: 'Chatear por WhatsApp',
    ctaForm: 'Ir al formulario de consulta',
    newsletterTitle: 'Recibe nuestras guías legales',
    newsletterBody:
      'Avisos de nuevos artículos sobre derecho de familia, penal y administrativo en Colombia.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'tu@correo.com',
    subscribe: 'Suscribirse',
    subscribeSoonTitle: 'Las suscripciones abren pronto',
    subscribeSoonBody:
      'Todavía no enviamos boletines, así que no guardamos tu correo. Mientras tanto, escríbenos por el chat y te respondemos.',
  },
  en: {
    postsLabel: 'Published articles',
    recentPosts: 'Recent articles',
    readTimeSuffix: 'read',
    readArticle: 'Read article',
    writtenBy: 'Written by',
    tags: 'Tags',
    disclaimer:
      'This article is general information about Colombian law and is not legal advice for a specific case.',
    ctaTitle: 'Facing a similar situation?',
    ctaBody: 'Tell us about it: the first consultation is free and we reply in under 60 minutes.',
    ctaChat: 'Chat on WhatsApp',
    ctaForm: 'Go to the consultation form',
    newsletterTitle: 'Get our legal guides',
    newsletterBody: 'Notices of new articles on family, criminal and administrative law in Colombia.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribeSoonTitle: 'Subscriptions open soon',
    subscribeSoonBody:
      "We don't send newsletters yet, so we haven't kept your email. Meanwhile, message us on the chat and we'll reply.",
  },
};
