import { Box, Container, Stack } from '@mantine/core';
import { pathFor } from '../../../app/route-table';
import { PageHero } from '../../../components/page-hero';
import responsive from '../../../components/responsive.module.css';
import type { BlogPost } from '../../../content/blog';
import { useI18n } from '../../../i18n';
import { blogCopy } from '../blog-copy';
import { PostAuthor } from './post-author';
import { deferred } from '../../../components/deferred';
import { PostImage } from './post-image';
import { PostMeta } from './post-meta';

// The header and the picture come first; the text, tags and call to action bring their code when near.
const PostRest = deferred(() => import('./post-rest').then((module) => module.PostRest));

export function PostView({ post }: { post: BlogPost }) {
  const { language, t } = useI18n();
  const copy = blogCopy[language];
  const blogPath = pathFor('blog', language);

  return (
    <Box component="article">
      <PageHero
        title={post.title}
        lead={post.excerpt}
        breadcrumbs={{
          label: t('breadcrumb.label'),
          items: [
            { label: t('nav.home'), to: pathFor('home', language) },
            { label: t('nav.blog'), to: blogPath },
            // Breadcrumb items do not wrap, so a long title would overflow a phone screen.
            { label: t('blog.slug') },
          ],
        }}
        actions={
          <Stack gap="md" mt="xs">
            <PostMeta post={post} language={language} tone="dark" />
            <PostAuthor author={post.author} label={copy.writtenBy} />
          </Stack>
        }
      />

      <Container size="md" className={responsive.pageY}>
        <Stack gap="xl" maw={760} mx="auto">
          {post.cover && (
            <PostImage image={post.cover} loading="eager" radius sizes="(min-width: 800px) 760px, 100vw" />
          )}
          <PostRest post={post} />
        </Stack>
      </Container>
    </Box>
  );
}
