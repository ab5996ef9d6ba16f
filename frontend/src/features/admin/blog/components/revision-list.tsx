import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RevisionSummary } from '../../../../lib/api/endpoints';
import { auditActorLabel } from '../../shared/utils/audit-labels';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { formatSubmissionDate } from '../../shared/utils/format-date';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { EditorSection } from '../../shared/components/editor-section';
import { useRevisions } from '../api/get-revisions';
import { useRestore } from '../api/restore-revision';

/** The recent saves of a post, newest first, each with a way to bring its fields back (after asking). */
export function RevisionList({ postId, current }: { postId: string; current: number }) {
  const i18n = useStaffI18n();
  const { copy, locale } = i18n;
  const t = copy.blog.revisions;
  const revisions = useRevisions(postId);
  const restore = useRestore();
  const [chosen, setChosen] = useState<RevisionSummary | null>(null);

  return (
    <EditorSection
      id="post-revisions-title"
      title={t.title}
      intro={
        <Text fz="sm" c="gray.7">
          {t.intro}
        </Text>
      }
    >
      {revisions.data?.length === 0 && <Text c="gray.7">{t.empty}</Text>}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {revisions.data?.map((revision) => (
          <li key={revision.id} data-revision={revision.revision}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t.columns.revision} {revision.revision}: {revision.title}
                </Text>
                <Text fz="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {auditActorLabel(revision.actor, copy)} · {formatSubmissionDate(revision.createdAt, locale)}
                </Text>
              </div>
              {revision.revision !== current && (
                <Button
                  variant="outline"
                  size="compact-sm"
                  aria-label={t.restoreLabel(revision.revision)}
                  onClick={() => setChosen(revision)}
                >
                  {t.restore}
                </Button>
              )}
            </Group>
          </li>
        ))}
      </Stack>
      <ConfirmModal
        opened={chosen !== null}
        title={t.confirmTitle}
        confirmLabel={t.restore}
        pendingLabel={t.restoring}
        pending={restore.isPending}
        onConfirm={() => {
          if (chosen) restore.mutate({ id: postId, arg: chosen }, { onSettled: () => setChosen(null) });
        }}
        onCancel={() => setChosen(null)}
      >
        {chosen ? t.confirm(chosen.revision) : ''}
      </ConfirmModal>
    </EditorSection>
  );
}
