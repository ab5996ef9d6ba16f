import { Avatar, Group, Text } from '@mantine/core';
import { AUTHOR_AVATAR } from '../../../content/blog';

export function PostAuthor({ author, label }: { author: string; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={AUTHOR_AVATAR.src}
        alt={author}
        size={48}
        radius="xl"
        imageProps={{ width: AUTHOR_AVATAR.width, height: AUTHOR_AVATAR.height }}
      />
      <div>
        <Text fz="xs" c="navy.1">
          {label}
        </Text>
        <Text fw={600}>{author}</Text>
      </div>
    </Group>
  );
}
