import { Anchor, Box, Group, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { StaffPost } from '../../../../lib/api/endpoints';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { PendingButton } from '../../shared/components/pending-button';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { EditorSection } from '../../shared/components/editor-section';
import { TimeField } from '../../shared/components/time-field';
import { DayInput } from '../../shared/components/day-input';
import { bogotaDateTime, postFieldErrors, postFieldId, postStatusText } from '../utils/post-fields';
import { useDeletePost } from '../api/delete-post';
import { usePublish } from '../api/publish-post';
import { useUnpublish } from '../api/unpublish-post';

/**
 * What can be done with a saved post: publish it now or at a time on Medellín's clock (its day typed as the
 * panel writes dates), take it back to draft, delete it (after asking), and open its preview or its page in a
 * new tab. Publishing or scheduling with unsaved edits saves them first (`onSaveFirst`), and goes no further
 * if they could not be saved.
 */
export function PostActions({
  post,
  unsaved,
  onSaveFirst,
  onDeleted,
}: {
  post: StaffPost;
  unsaved: boolean;
  onSaveFirst: () => Promise<boolean>;
  onDeleted: () => void;
}) {
  const i18n = useStaffI18n();
  const t = i18n.copy.blog.actions;
  const publish = usePublish();
  const unpublish = useUnpublish();
  const remove = useDeletePost(onDeleted);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState<'now' | 'at' | null>(null);
  const [notSaved, setNotSaved] = useState(false);
  const busy = publish.isPending || unpublish.isPending || remove.isPending || saving !== null;

  const publishAt = async (at: string | undefined) => {
    setSaving(at === undefined ? 'now' : 'at');
    const saved = await onSaveFirst();
    setSaving(null);
    setNotSaved(!saved);
    if (saved) publish.mutate({ id: post.id, arg: at });
  };
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const at = date === null ? null : bogotaDateTime(date, time);
    setMissing(at === null);
    if (at !== null) void publishAt(at);
  };
  const scheduling = saving === 'at' || (publish.isPending && publish.variables?.arg !== undefined);
  // The server's word on a time it refused (beyond five years ahead, before 2000), under the form.
  const refused = publish.isError ? postFieldErrors(publish.error).at : undefined;

  return (
    <EditorSection
      id="post-actions-title"
      title={t.title}
      intro={
        <Text fz="sm" data-editor-status={post.status}>
          {postStatusText(post, i18n)}
        </Text>
      }
    >
      <Group gap="sm">
        <Anchor href={post.previewPath} target="_blank" rel="noopener">
          {t.preview}
        </Anchor>
        {post.status === 'published' && (
          <Anchor href={post.path} target="_blank" rel="noopener">
            {t.view}
          </Anchor>
        )}
      </Group>
      {unsaved && (
        <Text fz="sm" data-saves-first>
          {t.savesFirst}
        </Text>
      )}
      {notSaved && (
        <Text c="red.8" fz="sm" role="alert">
          {t.notSaved}
        </Text>
      )}
      <Group gap="sm">
        {post.status !== 'published' && (
          <PendingButton
            onClick={() => void publishAt(undefined)}
            pending={saving === 'now' || (publish.isPending && !scheduling)}
            disabled={busy}
            label={t.publishNow}
            pendingLabel={t.publishing}
          />
        )}
        {post.status !== 'draft' && (
          <PendingButton
            variant="outline"
            onClick={() => unpublish.mutate({ id: post.id, arg: undefined })}
            pending={unpublish.isPending}
            disabled={busy}
            label={t.unpublish}
            pendingLabel={t.unpublishing}
          />
        )}
        <PendingButton
          variant="outline"
          color="red.8"
          onClick={() => setConfirming(true)}
          pending={false}
          disabled={busy}
          label={t.delete}
          pendingLabel={t.deleting}
        />
      </Group>
      <form onSubmit={schedule} noValidate aria-label={t.schedule}>
        <Group gap="sm" align="flex-end">
          <Box w={{ base: '100%', xs: 180 }}>
            <DayInput
              id={postFieldId('schedule.date')}
              label={t.scheduleDate}
              value={date}
              onChange={setDate}
              locale={i18n.locale}
              format={i18n.copy.filters.dayFormat}
              invalidMessage={i18n.copy.filters.dayInvalid}
            />
          </Box>
          <TimeField
            id={postFieldId('schedule.time')}
            label={t.scheduleTime}
            value={time}
            onChange={setTime}
            w={{ base: '100%', xs: 200 }}
          />
          <PendingButton
            type="submit"
            variant="outline"
            pending={scheduling}
            disabled={busy}
            label={t.schedule}
            pendingLabel={t.scheduling}
          />
        </Group>
        {(missing || refused) && (
          <Text c="red.8" fz="sm" mt={4} role="alert">
            {missing ? t.scheduleMissing : refused}
          </Text>
        )}
      </form>
      <ConfirmModal
        opened={confirming}
        title={t.confirmDeleteTitle}
        confirmLabel={t.delete}
        pendingLabel={t.deleting}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(post)}
        onCancel={() => setConfirming(false)}
      >
        {t.confirmDelete(post.title)}
      </ConfirmModal>
    </EditorSection>
  );
}
