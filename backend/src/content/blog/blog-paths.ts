import { type PostLanguage } from './blog.types';

// The blog's URLs, as the site's route table has them (frontend/src/app/route-table.ts: blog, blogPost).

/** The blog list of a language. */
export const blogListPath = (language: PostLanguage): string => (language === 'es' ? '/blog' : '/en/blog');

/** A post's page. */
export const postPath = (language: PostLanguage, slug: string): string => `${blogListPath(language)}/${slug}`;

/** A post's private preview: the page as it will look, for staff, kept out of search engines. */
export const previewPath = (token: string): string => `/blog/preview/${token}`;

/** The post page path a preview path names, or undefined. */
export function previewToken(path: string): string | undefined {
  return /^\/blog\/preview\/([A-Za-z0-9_-]{43})$/.exec(path)?.[1];
}
