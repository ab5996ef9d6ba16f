import { Container, Stack } from '@mantine/core';
import { PageHero } from '../components/page-hero';
import responsive from '../components/responsive.module.css';
import { postsIn } from '../content/blog';
import { useSiteContent } from '../content/site-content-context';
import { deferred } from '../components/deferred';
import { PostList } from '../features/blog/components/post-list';
import { useI18n } from '../i18n';

// The newsletter box (a form and its toast) sits below the posts; its code comes when it is near.
const NewsletterBox = deferred(() =>
  import('../features/blog/components/newsletter-box').then((module) => module.NewsletterBox),
);

export function BlogListPage() {
  const { language, t } = useI18n();
  const content = useSiteContent();
  return (
    <>
      <PageHero title={t('blog.title')} lead={t('blog.body')} />
      <Container size="lg" className={responsive.pageY}>
        <Stack gap={48}>
          <PostList posts={postsIn(content, language)} />
          <NewsletterBox />
        </Stack>
      </Container>
    </>
  );
}
