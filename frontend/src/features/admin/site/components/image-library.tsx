import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { StoredImage } from '../../../../lib/api/endpoints';
import { describeApiError } from '../../shared/utils/api-error';
import { RetryButton, StatusText } from '../../shared/components/admin-state';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { formatSubmissionDate } from '../../shared/utils/format-date';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { previewOf } from '../../shared/utils/image-preview';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/get-images';
import { describeUse } from '../utils/describe-use';

/** The thumbnail's box: the narrowest variant fills it on any screen. */
const THUMB = 96;

/** One image: thumbnail, size and date, what uses it (or "Unused"), and its delete button. */
function ImageRow({ image, onDelete }: { image: StoredImage; onDelete: (image: StoredImage) => void }) {
  const { copy, locale } = useStaffI18n();
  const t = copy.site.images;
  const date = formatSubmissionDate(image.createdAt, locale);
  const inUse = image.uses.length > 0;
  const helpId = `image-${image.id}-in-use`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-image-id={image.id}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Image
          src={previewOf(image)}
          alt={t.thumbnail(date)}
          w={THUMB}
          h={THUMB}
          fit="cover"
          radius="sm"
          bg="gray.1"
          loading="lazy"
          style={{ flex: 'none' }}
        />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fz="sm">{t.size((image.byteSize / 1024).toFixed(0), image.width, image.height)}</Text>
          <Text fz="sm" c="gray.7">
            {t.uploaded(date)}
          </Text>
          {inUse ? (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t.usedBy} {image.uses.map((use) => describeUse(use, copy)).join('; ')}
            </Text>
          ) : (
            <Badge color="gray.7" variant="outline" w="fit-content">
              {t.unused}
            </Badge>
          )}
          <Group gap="xs" align="center">
            <Button
              size="xs"
              variant="outline"
              color="red.7"
              disabled={inUse}
              aria-describedby={inUse ? helpId : undefined}
              onClick={() => onDelete(image)}
            >
              {t.delete}
            </Button>
            {inUse && (
              <Text id={helpId} fz="xs" c="gray.7">
                {t.inUseHelp}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Staff's uploaded images, newest first, each with what uses it; one nothing uses can be deleted, after
 * asking. A delete refused because something started using it meanwhile says what, and the list reloads.
 */
export function ImageLibrary() {
  const { copy } = useStaffI18n();
  const t = copy.site.images;
  const images = useImages();
  const [confirming, setConfirming] = useState<StoredImage | null>(null);
  const remove = useDeleteImage(() => setConfirming(null));

  let body;
  if (images.isError && !images.data) {
    body = (
      <Stack gap="sm" align="flex-start">
        <StatusText>{describeApiError(images.error, copy)}</StatusText>
        <RetryButton label={copy.retry} onRetry={() => void images.refetch()} />
      </Stack>
    );
  } else if (!images.data) {
    body = <Text role="status">{t.loading}</Text>;
  } else if (images.data.length === 0) {
    body = <Text>{t.none}</Text>;
  } else {
    body = (
      <Stack component="ul" gap="sm" aria-label={t.listLabel} p={0} m={0} style={{ listStyle: 'none' }}>
        {images.data.map((image) => (
          <ImageRow key={image.id} image={image} onDelete={setConfirming} />
        ))}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="site-images-title">
      <Title order={3} fz="xl" id="site-images-title" mb="xs">
        {t.title}
      </Title>
      <Text fz="sm" c="gray.7" mb="sm">
        {t.intro}
      </Text>
      {body}
      <ConfirmModal
        opened={confirming !== null}
        title={t.confirmTitle}
        confirmLabel={t.delete}
        pendingLabel={t.deleting}
        pending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {t.confirm}
      </ConfirmModal>
    </section>
  );
}
