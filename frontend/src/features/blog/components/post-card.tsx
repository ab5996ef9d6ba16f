import { Anchor, Card, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BlogPost } from '../../../content/blog';
import type { Language } from '../../../i18n';
import { blogCopy } from '../blog-copy';
import classes from './blog.module.css';
import { PostImage } from './post-image';
import { PostMeta } from './post-meta';

interface PostCardProps {
  post: BlogPost;
  language: Language;
  href: string;
  headingOrder: TitleOrder;
}

export function PostCard({ post, language, href, headingOrder }: PostCardProps) {
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%" shadow="xs">
      {post.cover && (
        <Card.Section>
          <PostImage image={post.cover} sizes="(min-width: 1200px) 360px, (min-width: 768px) 50vw, 100vw" />
        </Card.Section>
      )}
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <PostMeta post={post} language={language} tone="light" />
        <Title order={headingOrder} className={classes.cardTitle} lh={1.3}>
          <Anchor component={Link} to={href} reloadDocument inherit c="navy.9" underline="hover">
            {post.title}
          </Anchor>
        </Title>
        <Text c="gray.8" style={{ flex: 1 }}>
          {post.excerpt}
        </Text>
        {/* The title is already a link; this one repeats it for people who scan for an action. */}
        <Anchor
          component={Link}
          to={href}
          reloadDocument
          fw={600}
          aria-label={`${blogCopy[language].readArticle}: ${post.title}`}
        >
          {blogCopy[language].readArticle} →
        </Anchor>
      </Stack>
    </Card>
  );
}
