import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PagePlaceholder } from '../components/page-placeholder';
import { blogPostsIn } from '../content/blog-posts';
import { pathFor } from '../app/route-table';
import { useI18n } from '../i18n/use-language';

export function BlogListPage() {
  const { language, t } = useI18n();
  const posts = blogPostsIn(language);
  const base = pathFor('blog', language);

  return (
    <PagePlaceholder title={t('blog.title')} lead={t('blog.body')}>
      {posts.length === 0 ? (
        <Text>{t('blog.empty')}</Text>
      ) : (
        <List spacing="sm">
          {posts.map((post) => (
            <List.Item key={post.slug}>
              <Anchor component={Link} to={`${base}/${post.slug}`}>
                {post.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </PagePlaceholder>
  );
}
