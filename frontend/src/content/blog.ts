// The blog as the pages show it: the posts staff published in the panel, newest first (SiteContent.blog).
// A page carries only the posts it shows (pageContent), so a post's page and the blog lists are always
// loaded from the server: links to them are full page loads.
import { pathFor } from '../app/route-table';
import type { Language } from '../i18n/language';
import type { PublicPost } from '@abogados/shared';
import type { SiteContent } from './site-content';

export type BlogPost = PublicPost;
export type { PostCover } from '@abogados/shared';

/** The bundled picture shown beside every author's name. */
export const AUTHOR_AVATAR = { src: '/blog/author-avatar.svg', width: 96, height: 96 } as const;

export { loadsFromServer, postPath } from './blog-links';

/** The posts of a language, newest first. */
export function postsIn(content: SiteContent, language: Language): BlogPost[] {
  return content.blog.posts.filter((post) => post.language === language);
}

/** A post only exists in its own language: an English URL never shows a Spanish post. */
export function findPost(content: SiteContent, slug: string, language: Language): BlogPost | undefined {
  return content.blog.posts.find((post) => post.slug === slug && post.language === language);
}

/** The post a path names (`/blog/<slug>`, `/en/blog/<slug>`), if the content has it. */
export function postAt(content: SiteContent, path: string): BlogPost | undefined {
  for (const language of ['es', 'en'] as const) {
    const prefix = `${pathFor('blog', language)}/`;
    const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (slug !== '' && !slug.includes('/')) return findPost(content, slug, language);
  }
  return undefined;
}

/**
 * The content a page is rendered and hydrated with: a post's page gets that post; the blog list and the
 * blog's not-found page get their language's posts without their bodies; other pages none. Everything
 * else is the same for every page.
 */
export function pageContent(path: string, content: SiteContent): SiteContent {
  const blog = { ...content.blog, redirects: {} };
  const post = postAt(content, path);
  if (post) return { ...content, blog: { ...blog, posts: [post] } };
  const list = (['es', 'en'] as const).find((language) => {
    const base = pathFor('blog', language);
    return path === base || path.startsWith(`${base}/`);
  });
  const posts = list ? postsIn(content, list).map((summary) => ({ ...summary, html: '' })) : [];
  return { ...content, blog: { ...blog, posts } };
}
