import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PostLanguage, StaffPost } from '../../../../lib/api/endpoints';
import { formatSubmissionDate } from '../../shared/utils/format-date';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { withPost, type OpenPost } from '../../shared/utils/panel-url';
import { POST_LANGUAGES, postStatusText } from '../utils/post-fields';

const STATUS_COLOR: Record<StaffPost['status'], string> = {
  draft: 'gray.7',
  // Mantine's orange.9 reads at 4.29:1 on white, under AA's 4.5:1 for this small text; this burnt orange, 6.4:1.
  scheduled: '#a63c0a',
  published: 'teal.9',
};

/** Every post (or those of one language), last changed first, each a link to its editor; and "New post". */
export function PostList({ posts, onOpen }: { posts: StaffPost[]; onOpen: (post: OpenPost) => void }) {
  const i18n = useStaffI18n();
  const t = i18n.copy.blog;
  const [params] = useSearchParams();
  const [language, setLanguage] = useState<PostLanguage | ''>('');
  const shown = language === '' ? posts : posts.filter((post) => post.language === language);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label={t.filterLanguage}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as PostLanguage | '')}
          data={[
            { value: '', label: t.allLanguages },
            ...POST_LANGUAGES.map((value) => ({ value, label: t.languages[value] })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
        <Button onClick={() => onOpen('new')}>{t.newPost}</Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="gray.7">{language === '' ? t.empty : t.emptyFiltered}</Text>
      ) : (
        <Stack component="ul" aria-label={t.listLabel} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((post) => (
            <Paper component="li" key={post.id} withBorder radius="md" p="sm" data-post={post.id}>
              <Stack gap={6}>
                <Anchor
                  component={Link}
                  to={`?${withPost(params, post.id)}`}
                  fw={600}
                  fz="lg"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {post.title || t.untitled}
                </Anchor>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="filled" color="navy.7" tt="none" data-post-language={post.language}>
                    {t.languages[post.language]}
                  </Badge>
                  <Text fz="sm" c={STATUS_COLOR[post.status]} fw={600} data-post-status={post.status}>
                    {postStatusText(post, i18n)}
                  </Text>
                  <Text fz="sm" c="gray.7">
                    {t.columns.updated}: {formatSubmissionDate(post.updatedAt, i18n.locale)}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
