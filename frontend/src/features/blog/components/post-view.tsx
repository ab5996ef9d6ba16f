import { Anchor, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pathFor } from '../../../app/route-table';
import { PageHero } from '../../../components/page-hero';
import type { BlogPost } from '../../../content/blog-posts';
import { useI18n } from '../../../i18n';
import { blogCopy } from '../blog-copy';
import { PostAuthor } from './post-author';
import { PostBody } from './post-body';
import { PostCallToAction } from './post-call-to-action';
import { PostImage } from './post-image';
import { PostMeta } from './post-meta';

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

      <Container size="md" py={{ base: 32, sm: 48 }}>
        <Stack gap="xl" maw={760} mx="auto">
          <PostImage image={post.image} loading="eager" radius />
          <PostBody content={post.content} />

          <Box>
            <Title order={2} fz="md" mb="xs">
              {copy.tags}
            </Title>
            <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {post.tags.map((tag) => (
                <Badge
                  key={tag}
                  component="li"
                  variant="outline"
                  color="navy.7"
                  radius="sm"
                  tt="none"
                  fw={500}
                >
                  {tag}
                </Badge>
              ))}
            </Group>
          </Box>

          <Text fz="sm" c="gray.7" fs="italic">
            {copy.disclaimer}
          </Text>

          <PostCallToAction />

          <Anchor component={Link} to={blogPath} fw={600}>
            ← {t('blog.back')}
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}
