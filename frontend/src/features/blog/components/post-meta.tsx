import { Badge, Group, Text } from '@mantine/core';
import type { BlogPost } from '../../../content/blog';
import type { Language } from '../../../i18n';
import { blogCopy } from '../blog-copy';
import { formatPublishDate } from '../format-date';

interface PostMetaProps {
  post: BlogPost;
  language: Language;
  /** 'dark' on the navy title band, 'light' on white cards. */
  tone: 'light' | 'dark';
}

/** Category, publish date and read time, in that order (SPEC §2). */
export function PostMeta({ post, language, tone }: PostMetaProps) {
  const textColor = tone === 'dark' ? 'navy.0' : 'gray.7';
  return (
    <Group gap="xs" wrap="wrap">
      {/* Filled teal 8 keeps the small uppercase label above 4.5:1 on both backgrounds. */}
      <Badge variant="filled" color="teal.8" radius="sm">
        {post.category}
      </Badge>
      {/* One text run: if it wraps, it wraps between words, never leaving the separator alone. */}
      <Text component="span" fz="sm" c={textColor}>
        <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate, language)}</time>
        <span aria-hidden> · </span>
        {post.readTime} {blogCopy[language].readTimeSuffix}
      </Text>
    </Group>
  );
}
