import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ImageRef, PhotoSlot } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { fieldId, uploadRefusal } from '../../shared/utils/form-fields';
import { ImageFileInput, MAX_UPLOAD_BYTES, TOO_LARGE } from '../../shared/components/image-file-input';
import { PREVIEW_WIDTH, previewOf } from '../../shared/utils/image-preview';
import { useSetPhoto } from '../api/set-site-photo';

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
