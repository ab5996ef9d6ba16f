import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pathFor } from '../../../app/route-table';
import type { BlogPost } from '../../../content/blog';
import { useI18n } from '../../../i18n';
import { blogCopy } from '../blog-copy';
import { PostBody } from './post-body';
import { PostCallToAction } from './post-call-to-action';

/** A post below its picture: the text, tags, disclaimer, call to action and the way back. */
export function PostRest({ post }: { post: BlogPost }) {
  const { language, t } = useI18n();
  const copy = blogCopy[language];
  const blogPath = pathFor('blog', language);
  return (
    <Stack gap="xl">
      <PostBody html={post.html} />

      <Box>
        <Title order={2} fz="md" mb="xs">
          {copy.tags}
        </Title>
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {post.tags.map((tag) => (
            <Badge key={tag} component="li" variant="outline" color="navy.7" radius="sm" tt="none" fw={500}>
              {tag}
            </Badge>
          ))}
        </Group>
      </Box>

      <Text fz="sm" c="gray.7" fs="italic">
        {copy.disclaimer}
      </Text>

      <PostCallToAction />

      <Anchor component={Link} to={blogPath} reloadDocument fw={600}>
        ← {t('blog.back')}
      </Anchor>
    </Stack>
  );
}
