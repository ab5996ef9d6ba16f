import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { ImageRef, PhotoSlot } from '../../../lib/api/endpoints';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import { fieldId, uploadRefusal } from './site-fields';
import { useSetPhoto } from './use-site-content';

/** The server's limit (5 MB) and its very words, so a file too large is refused before it is sent. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const TOO_LARGE = 'file: the image is larger than 5 MB';
const ACCEPTED = 'image/jpeg,image/png,image/webp';
/** The preview's width: enough for a phone and the panel's column. */
const PREVIEW_WIDTH = 320;

/** The variant nearest the preview's width, at least as wide when one is. */
function previewOf(photo: ImageRef): string {
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
  const input = useRef<HTMLInputElement>(null);
  const inputId = fieldId(`${slot}.photo`);
  const errorId = useId();
  const helpId = useId();
  const error = tooLarge ? TOO_LARGE : uploadRefusal(set.error);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const large = file.size > MAX_UPLOAD_BYTES;
    setTooLarge(large);
    if (large) set.reset();
    else set.mutate(file);
    // The same file may be chosen again after a failure.
    event.currentTarget.value = '';
  };

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
        <div>
          <Text component="label" htmlFor={inputId} fw={500} fz="sm" display="block">
            {t.choose}
          </Text>
          <Text id={helpId} c="gray.7" fz="xs">
            {t.intro}
          </Text>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED}
            onChange={choose}
            disabled={set.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${helpId} ${errorId}` : helpId}
            style={{ maxWidth: '100%', marginTop: 4 }}
          />
          {error && (
            <Text id={errorId} c="red.8" fz="sm" mt={4} role="alert">
              {error}
            </Text>
          )}
          {set.isPending && (
            <Text fz="sm" role="status">
              {t.uploading}
            </Text>
          )}
        </div>
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
