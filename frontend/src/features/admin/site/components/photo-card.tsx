import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ImageRef, PhotoSlot } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { fieldId, uploadRefusal } from '../utils/site-fields';
import { ImageFileInput, MAX_UPLOAD_BYTES, TOO_LARGE } from './image-file-input';
import { useSetPhoto } from '../api/get-site';

/** The preview's width: enough for a phone and the panel's column. */
const PREVIEW_WIDTH = 320;

/** The variant nearest the preview's width, at least as wide when one is. */
export function previewOf(photo: ImageRef): string {
  const webp = photo.variants.filter((variant) => variant.type === 'image/webp');
  const candidates = webp.length > 0 ? webp : photo.variants;
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= PREVIEW_WIDTH) ?? sorted[sorted.length - 1]).url;
}

/**
 * One of the site's photos: what is shown now (the photo, or the illustration), a file field that uploads
 * and shows a new one at once, and a way back to the illustration.
 */
export function PhotoCard({
  slot,
  label,
  photo,
  illustration,
}: {
  slot: PhotoSlot;
  label: string;
  photo: ImageRef | null;
  illustration: string;
}) {
  const { copy } = useStaffI18n();
  const t = copy.site.photos;
  const set = useSetPhoto(slot, label);
  const [tooLarge, setTooLarge] = useState(false);
  const error = tooLarge ? TOO_LARGE : uploadRefusal(set.error);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={4} fz="lg">
          {label}
        </Title>
        <Image
          src={photo ? previewOf(photo) : illustration}
          alt={photo ? t.current(label) : t.illustration(label)}
          w="100%"
          maw={PREVIEW_WIDTH}
          h={200}
          fit="contain"
          bg="gray.1"
          radius="sm"
          data-photo-preview={slot}
        />
        {!photo && (
          <Text fz="sm" c="gray.7">
            {t.showsIllustration}
          </Text>
        )}
        <ImageFileInput
          id={fieldId(`${slot}.photo`)}
          label={t.choose}
          help={t.intro}
          error={error}
          pending={set.isPending}
          pendingLabel={t.uploading}
          onFile={(file) => {
            const large = file.size > MAX_UPLOAD_BYTES;
            setTooLarge(large);
            if (large) set.reset();
            else set.mutate(file);
          }}
        />
        <Group>
          <Button
            variant="outline"
            disabled={photo === null || set.isPending}
            onClick={() => {
              setTooLarge(false);
              set.mutate(null);
            }}
          >
            {t.useIllustration}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
