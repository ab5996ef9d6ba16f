import { Button, Container, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pathFor } from '../../../app/route-table';
import { PageHero } from '../../../components/page-hero';
import responsive from '../../../components/responsive.module.css';
import { postsIn } from '../../../content/blog';
import { useSiteContent } from '../../../content/site-content-context';
import { useI18n } from '../../../i18n';
import { blogCopy } from '../blog-copy';
import { PostList } from './post-list';

/** SPEC §2/§8: an unknown slug, or a post in the other language, lands here. */
export function PostNotFound() {
  const { language, t } = useI18n();
  const posts = postsIn(useSiteContent(), language);
  return (
    <>
      <PageHero
        title={t('blog.notFound')}
        lead={t('blog.notFoundBody')}
        actions={
          <div>
            <Button
              component={Link}
              to={pathFor('blog', language)}
              reloadDocument
              variant="white"
              color="navy.9"
              mt="sm"
            >
              {t('blog.back')}
            </Button>
          </div>
        }
      />
      {/* A dead link still leads somewhere useful: the posts that do exist in this language. */}
      {posts.length > 0 && (
        <Container size="lg" className={responsive.pageY}>
          <Title order={2} className={responsive.boxTitle} mb="lg">
            {blogCopy[language].recentPosts}
          </Title>
          <PostList posts={posts} headingOrder={3} />
        </Container>
      )}
    </>
  );
}
