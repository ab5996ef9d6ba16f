// What every page's frame (header, footer, buttons) needs to know of the blog, kept apart from the posts'
// lookups so the site's first download carries only this.
import { pathFor } from '../app/route-table';
import type { Language } from '../i18n/language';

/** The page of a post. */
export const postPath = (post: { language: Language; slug: string }): string =>
  `${pathFor('blog', post.language)}/${post.slug}`;

/** The blog's list and post pages of both languages (route table: blog, blogPost). */
const BLOG_PAGE = /^\/(?:en\/)?blog(?:[/?#]|$)/;

/**
 * The blog's pages are loaded from the server, never rendered from the page the visitor is on (which
 * carries only its own posts): links to them reload the document.
 */
export const loadsFromServer = (to: string): boolean => BLOG_PAGE.test(to);
