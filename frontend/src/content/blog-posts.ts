import type { Language } from '../i18n/language';

// Minimal metadata for now; the full post bodies arrive with the blog feature.
// Kept free of React so the build's routes.json plugin can import it.
export interface BlogPostMeta {
  slug: string;
  language: Language;
  title: string;
}

export const blogPosts: readonly BlogPostMeta[] = [
  {
    slug: 'divorcio-en-medellin-2025',
    language: 'es',
    title: 'Divorcio en Medellín 2025: guía práctica',
  },
  {
    slug: 'guia-rapida-accion-de-tutela',
    language: 'es',
    title: 'Guía rápida de la acción de tutela',
  },
  {
    slug: 'when-you-need-a-criminal-lawyer-in-medellin',
    language: 'en',
    title: 'When you need a criminal lawyer in Medellín',
  },
];

/** A post only exists in its own language: an English URL never shows a Spanish post. */
export function findBlogPost(slug: string, language: Language): BlogPostMeta | undefined {
  return blogPosts.find((post) => post.slug === slug && post.language === language);
}

export function blogPostsIn(language: Language): BlogPostMeta[] {
  return blogPosts.filter((post) => post.language === language);
}
