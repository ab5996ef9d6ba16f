import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { describeApiError } from '../../shared/utils/api-error';
import { RetryButton, StatusText, TabIntro } from '../../shared/components/admin-state';
import type { OpenPost } from '../../shared/utils/panel-url';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useAdminSite } from '../../site';
import { emptyDraft } from '../utils/post-fields';
import { PostEditor } from './post-editor';
import { PostList } from './post-list';
import { usePost } from '../api/get-post';
import { usePosts } from '../api/get-posts';

function Loading({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" gap="sm" role="status" py="xl">
      <Loader color="navy.7" aria-hidden />
      <Text>{children}</Text>
    </Stack>
  );
}

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { copy } = useStaffI18n();
  return (
    <Stack gap="md" align="flex-start">
      <StatusText>{describeApiError(error, copy)}</StatusText>
      <RetryButton label={copy.retry} onRetry={onRetry} />
    </Stack>
  );
}

interface BlogTabProps {
  /** The post the address opens (?post=<id>, or ?post=new), null for the list. */
  open: OpenPost;
  /** Opens a post in the editor, or (null) goes back to the list; `replace` once a new post is saved. */
  onOpen: (post: OpenPost, replace?: boolean) => void;
}

/**
 * The Blog tab: the list of posts, or one post's editor (?post=<id>, or ?post=new). Loaded with the panel's
 * tab only when opened, with the Markdown renderer its preview needs.
 */
export default function BlogTab({ open, onOpen }: BlogTabProps) {
  const { copy } = useStaffI18n();
  const t = copy.blog;
  const posts = usePosts();
  const post = usePost(open === null || open === 'new' ? null : open);
  // A new post's author is the attorney, as the site content names them.
  const site = useAdminSite();
  // The post a new post's editor created (by its first save, or autosave): the same editor goes on with it,
  // so what is typed meanwhile, the cursor and the undo stay. Forgotten once the list is shown.
  const [createdHere, setCreatedHere] = useState<string | null>(null);
  if (open === null && createdHere !== null) setCreatedHere(null);

  const intro = <TabIntro title={t.title}>{t.intro}</TabIntro>;
  const failure = posts.error ?? (open !== null && open !== 'new' ? post.error : null);
  if (failure && !(posts.data && (open === 'new' || post.data))) {
    return (
      <Stack gap="lg">
        {intro}
        {/* A post that is gone (deleted elsewhere, an old link): the list is one click away. */}
        {open !== null && (
          <Anchor component="button" type="button" fz="sm" onClick={() => onOpen(null)} w="fit-content">
            ← {t.back}
          </Anchor>
        )}
        <Failed
          error={failure}
          onRetry={() => {
            void posts.refetch();
            if (post.isError) void post.refetch();
          }}
        />
      </Stack>
    );
  }
  if (!posts.data) return <Loading>{t.loading}</Loading>;
  if (open === null) {
    return (
      <Stack gap="lg">
        {intro}
        <PostList posts={posts.data} onOpen={(next) => onOpen(next)} />
      </Stack>
    );
  }
  const editing = open === 'new' ? null : post.data;
  if (editing === undefined || (open === 'new' && site.isPending)) return <Loading>{t.postLoading}</Loading>;
  return (
    <PostEditor
      key={editing && editing.id !== createdHere ? editing.id : 'new'}
      post={editing}
      initial={emptyDraft('es', site.data?.content.attorney.name ?? '')}
      posts={posts.data}
      onSaved={(saved) => {
        if (open !== 'new') return;
        setCreatedHere(saved.id);
        onOpen(saved.id, true);
      }}
      onReload={() => void post.refetch()}
      onDeleted={() => onOpen(null)}
    />
  );
}
