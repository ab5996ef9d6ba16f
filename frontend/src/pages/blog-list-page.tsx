import { Container, Stack } from '@mantine/core';
import { PageHero } from '../components/page-hero';
import { blogPostsIn } from '../content/blog-posts';
import { NewsletterBox, PostList } from '../features/blog';
import { useI18n } from '../i18n';

export function BlogListPage() {
  const { language, t } = useI18n();
  return (
    <>
      <PageHero title={t('blog.title')} lead={t('blog.body')} />
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <Stack gap={48}>
          <PostList posts={blogPostsIn(language)} />
          <NewsletterBox />
        </Stack>
      </Container>
    </>
  );
}
