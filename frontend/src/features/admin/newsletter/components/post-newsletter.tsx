import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LoadFailed } from '../../shared/components/load-failed';
import { useState } from 'react';
import type { StaffPost } from '../../../../lib/api/endpoints';
import type { Campaign } from '../../../../lib/api/newsletter';
import { EditorSection } from '../../shared/components/editor-section';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { PendingButton } from '../../shared/components/pending-button';
import { formatSubmissionDate } from '../../shared/utils/format-date';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useCampaign } from '../api/get-campaign';
import { useSend } from '../api/send-newsletter';
import { usePreview } from '../api/send-preview';

const COUNTS = ['total', 'queued', 'sent', 'failed', 'unsubscribed'] as const;

function Progress({ campaign }: { campaign: Campaign }) {
  const { copy, locale } = useStaffI18n();
  const t = copy.postNewsletter;
  return (
    <Stack gap="sm" data-campaign-state={campaign.state}>
      <Text fw={600} role="status">
        {t.states[campaign.state]}
      </Text>
      {campaign.state === 'waiting' && campaign.nextWindowAt && (
        <Text fz="sm">{t.nextWindow(formatSubmissionDate(campaign.nextWindowAt, locale))}</Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
        {COUNTS.map((key) => (
          <div key={key}>
            <Text component="dt" fz="sm" c="gray.7">
              {t.counts[key]}
            </Text>
            <Text component="dd" m={0} fw={700} fz="lg" data-count={key}>
              {campaign.counts[key].toLocaleString(locale === 'es' ? 'es-CO' : 'en-US')}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text fz="sm" c="gray.7">
        {t.requested(campaign.requestedBy, formatSubmissionDate(campaign.requestedAt, locale))}
      </Text>
    </Stack>
  );
}

/**
 * A published post's newsletter: a preview to the staff member's own address, then the send to the
 * confirmed subscribers of the post's language (after asking), then its progress, read every 5 s until done.
 */
export function PostNewsletter({ post }: { post: StaffPost }) {
  const i18n = useStaffI18n();
  const { copy, locale } = i18n;
  const t = copy.postNewsletter;
  const campaign = useCampaign(post.id);
  const preview = usePreview(post.id);
  const send = useSend(post.id);
  const [confirming, setConfirming] = useState(false);
  const language = t.languages[post.language];

  let body;
  if (campaign.error) {
    body = <LoadFailed error={campaign.error} onRetry={() => void campaign.refetch()} />;
  } else if (campaign.data === undefined) {
    body = <Text role="status">{t.loading}</Text>;
  } else if (campaign.data) {
    body = <Progress campaign={campaign.data} />;
  } else {
    body = (
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <PendingButton
            variant="outline"
            pending={preview.isPending}
            label={t.preview}
            pendingLabel={t.previewing}
            onClick={() =>
              preview.mutate(undefined, {
                onSuccess: ({ to }) =>
                  showAdminToast(locale, {
                    tone: 'default',
                    title: t.previewSentTitle,
                    message: t.previewSent(to),
                  }),
                onError: (error) => reportStaffFailure(error, i18n),
              })
            }
          />
          <PendingButton
            pending={send.isPending}
            disabled={!preview.isSuccess}
            label={t.send}
            pendingLabel={t.sending}
            onClick={() => setConfirming(true)}
          />
        </Group>
        {!preview.isSuccess && (
          <Text fz="sm" c="gray.7">
            {t.previewFirst}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <EditorSection
      id="post-newsletter-title"
      title={t.title}
      intro={
        <Text fz="sm" c="gray.7">
          {t.intro(language)}
        </Text>
      }
    >
      {body}
      <ConfirmModal
        opened={confirming}
        title={t.confirmTitle}
        confirmLabel={t.send}
        pendingLabel={t.sending}
        pending={send.isPending}
        onConfirm={() =>
          send.mutate(undefined, {
            onSettled: () => setConfirming(false),
            onError: (error) => reportStaffFailure(error, i18n),
          })
        }
        onCancel={() => setConfirming(false)}
      >
        {t.confirmBody(language)}
      </ConfirmModal>
    </EditorSection>
  );
}
