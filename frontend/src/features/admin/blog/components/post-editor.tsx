import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { StaffPost } from '../../../../lib/api/endpoints';
import { PendingButton } from '../../shared/components/pending-button';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { useFocusFirstInvalid } from '../../shared/hooks/use-focus-first-invalid';
import { useLeaveGuard } from '../../shared/hooks/use-leave-guard';
import { useStaffI18n, type StaffI18n } from '../../shared/i18n/use-staff-i18n';
import { formatTime } from '../../shared/utils/format-date';
import { withPost } from '../../shared/utils/panel-url';
import { PostNewsletter } from '../../newsletter';
import { PostActions } from './post-actions';
import {
  afterSave,
  draftOf,
  inputOf,
  isStaleSave,
  missingForDraft,
  postFieldErrors,
  previewBanner,
  sameInput,
  type PostDraft,
  type RequiredField,
} from '../utils/post-fields';
import { PostFields } from './post-form';
import { RevisionList } from './revision-list';
import { useSavePost } from '../api/save-post';

/** How long typing must pause before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 5000;

const NO_ERRORS = {};

/** The fields a new post still needs, as the form labels them: "Extracto, Cuerpo (Markdown) y Categoría". */
function fieldList(fields: RequiredField[], { copy, locale }: StaffI18n): string {
  const labels = fields.map((field) =>
    field === 'cover.alt' ? copy.blog.cover.alt : copy.blog.fields[field],
  );
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
}

/**
 * One post being written: its fields, Save (a new post becomes a draft; an existing one is saved on the
 * revision loaded), then what can be done with it and its earlier saves. The form starts from `post` (null:
 * a new one from `initial`). A draft saves itself once typing pauses, a new post too once it has what the
 * server needs of a draft (it then goes on as that draft, in this same editor); a scheduled or published
 * post's edits wait for Save, so nothing goes live unasked. What is typed is never replaced by the server's
 * answer to a save, only by another version of the fields (a restored revision, another staff member's save
 * reloaded).
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
  const i18n = useStaffI18n();
  const { copy, locale } = i18n;
  const t = copy.blog;
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<PostDraft>(() => (post ? draftOf(post) : initial));
  // The fields as the server holds them (the revision loaded or last saved here): the draft is unsaved while it differs.
  const [synced, setSynced] = useState({ fields: draft, revision: post?.revision ?? 0 });
  const [autosavedAt, setAutosavedAt] = useState<number | null>(null);
  const sent = useRef<PostDraft | null>(null);

  // Where the next save goes: the post this editor shows, or the one its first save created. A ref, since a
  // save queued behind another reads it when that one has answered, before React renders again.
  const target = useRef({ id: post?.id ?? null, revision: post?.revision ?? 0 });
  const latest = useRef(draft);
  latest.current = draft;
  // One save at a time, each after the one before: a new post is created once, whatever follows its first save.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = useSavePost((saved) => {
    const fields = draftOf(saved);
    target.current = { id: saved.id, revision: saved.revision };
    setSynced({ fields, revision: saved.revision });
    // What was typed while the save was on its way stays; the other fields show what was stored. Read
    // now: a save queued behind this one sends (and so replaces sent) before the form renders again.
    const sentNow = sent.current;
    setDraft((current) => (sentNow ? afterSave(current, sentNow, fields) : fields));
    onSaved(saved);
  });

  // Another version of the fields arrived (a revision restored, the post reloaded after someone else's save):
  // the form shows it. A change of status only (publish, unpublish) keeps what is being typed, and so does an
  // answer older than the last save (a read that crossed it).
  if (post && post.revision > synced.revision) {
    const fields = draftOf(post);
    target.current = { id: post.id, revision: post.revision };
    setSynced({ fields, revision: post.revision });
    if (!sameInput(fields, synced.fields)) setDraft(fields);
  }
  const { reset: resetSave } = save;
  useEffect(() => resetSave(), [synced.revision, resetSave]);

  const dirty = !sameInput(draft, synced.fields);
  useLeaveGuard(dirty);
  const errors = useMemo(() => postFieldErrors(save.error), [save.error]);
  const stale = isStaleSave(save.error);
  // An autosave's refusal is shown beside its field, without taking the cursor from where staff type.
  const form = useFocusFirstInvalid(save.variables?.quiet ? NO_ERRORS : errors);

  /** Saves what is typed now, after any save on its way (so a new post is created once, then updated). */
  const send = (quiet: boolean): Promise<StaffPost> => {
    const next = queue.current.then(() => {
      sent.current = latest.current;
      const { id, revision } = target.current;
      return save.mutateAsync({ id, input: inputOf(sent.current), revision, quiet });
    });
    queue.current = next.catch(() => undefined);
    return next;
  };

  // A post never saved here saves itself once it has what the server needs of a draft.
  const unsavedNew = post === null && synced.revision === 0;
  const missing = unsavedNew ? missingForDraft(draft) : [];
  const status = post?.status ?? 'draft';
  // What the server refused (a taken slug, a too-long title) is not sent again until it is changed.
  const refused = save.isError && JSON.stringify(save.variables?.input) === JSON.stringify(inputOf(draft));
  // Only a draft saves itself, once typing has paused; never over a conflict (it would fail again) or a save on its way.
  const autosaves =
    status === 'draft' && dirty && missing.length === 0 && !stale && !refused && !save.isPending;
  const autosave = useRef(() => {});
  autosave.current = () =>
    void send(true).then(
      () => setAutosavedAt(Date.now()),
      () => undefined,
    );
  useEffect(() => {
    if (!autosaves) return undefined;
    const timer = window.setTimeout(() => autosave.current(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autosaves, draft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Its answer is shown by the mutation (a toast, the fields' messages).
    send(false).catch(() => undefined);
  };
  /** Before publishing or scheduling: unsaved edits are saved first; false if they could not be. */
  const saveFirst = async (): Promise<boolean> => {
    if (!dirty) return true;
    try {
      await send(false);
      return true;
    } catch {
      return false;
    }
  };
  const copyMine = async () => {
    await navigator.clipboard.writeText([draft.title, draft.excerpt, draft.body].join('\n\n'));
    showAdminToast(locale, { tone: 'default', title: t.copyMine, message: t.copied });
  };

  let line: string | null = null;
  if (save.isPending && save.variables?.quiet) line = t.autosaving;
  else if (dirty) {
    // A draft's edits save themselves (a new one's once it has what a draft needs); the others' wait for Save.
    const waiting =
      missing.length > 0
        ? t.draftWaits(fieldList(missing, i18n))
        : { draft: null, scheduled: t.scheduledEdits, published: t.liveEdits }[status];
    line = waiting ? `${t.unsaved} ${waiting}` : t.unsaved;
  } else if (autosavedAt !== null) line = t.autosaved(formatTime(autosavedAt, locale));

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
              banner={previewBanner(post, i18n, Date.now())}
              onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            />
            {stale && (
              <Alert color="red" title={t.conflictTitle} role="alert" data-post-conflict>
                <Stack gap="sm" align="flex-start">
                  {t.conflict}
                  <Group gap="sm">
                    <Button variant="outline" color="red.8" onClick={() => void copyMine()}>
                      {t.copyMine}
                    </Button>
                    <Button variant="outline" color="red.8" onClick={onReload}>
                      {t.reload}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            <Group gap="md">
              <PendingButton
                type="submit"
                pending={save.isPending && !save.variables?.quiet}
                label={t.save}
                pendingLabel={t.saving}
              />
              <Text fz="sm" c="gray.7" role="status" data-save-status>
                {line}
              </Text>
            </Group>
          </Stack>
        </form>
      </Paper>
      {post ? (
        <>
          <PostActions post={post} unsaved={dirty} onSaveFirst={saveFirst} onDeleted={onDeleted} />
          {post.status === 'published' && <PostNewsletter post={post} />}
          <RevisionList postId={post.id} current={post.revision} />
        </>
      ) : (
        <Text c="gray.7">{t.actions.saveFirst}</Text>
      )}
    </Stack>
  );
}
