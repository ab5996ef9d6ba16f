import { useParams } from 'react-router-dom';
import { findPost } from '../content/blog';
import { useSiteContent } from '../content/site-content-context';
// Straight from the components, not the feature's index: a post page needs neither the newsletter box
// nor its toast code.
import { PostNotFound } from '../features/blog/components/post-not-found';
import { PostView } from '../features/blog/components/post-view';
import { useLanguage } from '../i18n';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  // A post in the other language counts as missing: each post exists under one language only.
  const post = findPost(useSiteContent(), slug, useLanguage());
  return post ? <PostView post={post} /> : <PostNotFound />;
}
