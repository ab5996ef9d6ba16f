import { Avatar, Group, Text } from '@mantine/core';
import type { BlogAuthor } from '../../../content/blog-posts';

export function PostAuthor({ author, label }: { author: BlogAuthor; label: string }) {
  const { avatar } = author;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={avatar.src}
        alt={avatar.alt}
        size={48}
        radius="xl"
        imageProps={{ width: avatar.width, height: avatar.height }}
      />
      <div>
        <Text fz="xs" c="navy.1">
          {label}
        </Text>
        <Text fw={600}>{author.name}</Text>
      </div>
    </Group>
  );
}
