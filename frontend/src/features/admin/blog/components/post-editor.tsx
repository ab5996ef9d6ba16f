import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { StaffPost } from '../../../../lib/api/endpoints';
import { PendingButton } from '../../shared/components/pending-button';
import { useFocusFirstInvalid } from '../../shared/hooks/use-focus-first-invalid';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { withPost } from '../../shared/utils/panel-url';
import { PostNewsletter } from '../../newsletter';
import { PostActions } from './post-actions';
import { draftOf, inputOf, isStaleSave, postFieldErrors, type PostDraft } from '../utils/post-fields';
import { PostFields } from './post-form';
import { RevisionList } from './revision-list';
import { useSavePost } from '../api/save-post';

/**
 * One post being written: its fields, Save (a new post becomes a draft; an existing one is saved on the
 * revision loaded), then what can be done with it and its earlier saves. The form starts from `post` (null:
 * a new one from `initial`); the tab remounts it when the server's post changes (a save, a restore).
 */
export function PostEditor({
  post,
  initial,
  posts,
  onSaved,
  onReload,
  onDeleted,
}: {
  post: StaffPost | null;
  initial: PostDraft;
  posts: StaffPost[];
  onSaved: (post: StaffPost) => void;
  onReload: () => void;
  onDeleted: () => void;
}) {
  const { copy } = useStaffI18n();
  const t = copy.blog;
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<PostDraft>(() => (post ? draftOf(post) : initial));
  const save = useSavePost(onSaved);
  const errors = useMemo(() => postFieldErrors(save.error), [save.error]);
  const stale = isStaleSave(save.error);
  const form = useFocusFirstInvalid(errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: post?.id ?? null, input: inputOf(draft), revision: post?.revision ?? 0 });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`?${withPost(params, null)}`} fz="sm">
        ← {t.back}
      </Anchor>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form ref={form} onSubmit={submit} noValidate aria-labelledby="post-editor-title">
          <Stack gap="md">
            <Title order={2} fz={{ base: 22, sm: 26 }} id="post-editor-title">
              {post ? t.editTitle : t.newTitle}
            </Title>
            <PostFields
              draft={draft}
              errors={errors}
              posts={posts.filter((other) => other.id !== post?.id)}
              origin={window.location.origin}
              onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            />
            {stale && (
              <Alert color="red" title={t.conflictTitle} role="alert">
                <Stack gap="sm" align="flex-start">
                  {t.conflict}
                  <Button variant="outline" color="red.8" onClick={onReload}>
                    {t.reload}
                  </Button>
                </Stack>
              </Alert>
            )}
            <Group>
              <PendingButton type="submit" pending={save.isPending} label={t.save} pendingLabel={t.saving} />
            </Group>
          </Stack>
        </form>
      </Paper>
      {post ? (
        <>
          <PostActions post={post} onDeleted={onDeleted} />
          {post.status === 'published' && <PostNewsletter post={post} />}
          <RevisionList postId={post.id} current={post.revision} />
        </>
      ) : (
        <Text c="gray.7">{t.actions.saveFirst}</Text>
      )}
    </Stack>
  );
}
