import { useEffect } from 'react';
import type { BlogPost } from '../../content/blog-posts';

/**
 * SPEC §2: a post sets its description, keywords and article tags. Tags it adds are removed and
 * values it overwrites are restored on leaving, so the next page never inherits a post's metadata.
 */
export function usePostMetadata(post: BlogPost | undefined): void {
  useEffect(() => {
    if (!post) return;
    const undo: Array<() => void> = [];
    const add = (attr: 'name' | 'property', key: string, content: string) => {
      const meta = document.createElement('meta');
      meta.setAttribute(attr, key);
      meta.content = content;
      document.head.append(meta);
      undo.push(() => meta.remove());
    };
    const set = (attr: 'name' | 'property', key: string, content: string) => {
      const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
      if (!existing) return add(attr, key, content);
      const previous = existing.content;
      existing.content = content;
      undo.push(() => {
        existing.content = previous;
      });
    };

    set('name', 'description', post.excerpt);
    set('name', 'keywords', post.seoKeywords.join(', '));
    set('property', 'og:type', 'article');
    set('property', 'article:published_time', post.publishDate);
    set('property', 'article:section', post.category);
    set('property', 'article:author', post.author.name);
    for (const tag of post.tags) add('property', 'article:tag', tag);

    return () => undo.reverse().forEach((step) => step());
  }, [post]);
}
