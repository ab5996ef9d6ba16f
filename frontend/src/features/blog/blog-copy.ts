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
  },
};
