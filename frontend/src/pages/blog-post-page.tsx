import { useParams } from 'react-router-dom';
import { findBlogPost } from '../content/blog-posts';
import { PostNotFound, PostView } from '../features/blog';
import { useLanguage } from '../i18n';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  // A post in the other language counts as missing: each post exists under one language only.
  const post = findBlogPost(slug, useLanguage());
  return post ? <PostView post={post} /> : <PostNotFound />;
}
