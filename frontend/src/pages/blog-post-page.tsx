import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PagePlaceholder } from '../components/page-placeholder';
import { findBlogPost } from '../content/blog-posts';
import { pathFor } from '../app/route-table';
import { useI18n } from '../i18n/use-language';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { language, t } = useI18n();
  // A post in the other language counts as missing: each post exists under one language only.
  const post = findBlogPost(slug, language);
  const back = (
    <Button component={Link} to={pathFor('blog', language)} variant="light" mt="lg">
      {t('blog.back')}
    </Button>
  );

  if (!post) {
    return (
      <PagePlaceholder title={t('blog.notFound')} lead={t('blog.notFoundBody')}>
        {back}
      </PagePlaceholder>
    );
  }

  return (
    <PagePlaceholder title={post.title} lead={`${t('blog.slug')}: ${post.slug}`}>
      {back}
    </PagePlaceholder>
  );
}
