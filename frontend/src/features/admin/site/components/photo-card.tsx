import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImageRef, PhotoSlot } from '../../../../lib/api/endpoints';
import { objectPosition, PHOTO_FRAMES, type PhotoFocus } from '../../../../content/site-content';
import { uploadImage } from '../../shared/api/upload-image';
import { PendingButton } from '../../shared/components/pending-button';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useLeaveGuard } from '../../shared/hooks/use-leave-guard';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { fieldErrorsOf, fieldId, uploadRefusal } from '../../shared/utils/form-fields';
import {
  checkUploadSize,
  describeUploadRefusal,
  ImageFileInput,
} from '../../shared/components/image-file-input';
import { PREVIEW_WIDTH, previewOf } from '../../shared/utils/image-preview';
import { imagesQueryKey } from '../api/get-images';
import { useSetPhoto } from '../api/set-site-photo';
import { FocalPointPicker } from './focal-point-picker';

const CENTRE: PhotoFocus = { x: 50, y: 50 };

/** What a photo slot shows, or will show once saved: an uploaded image and its focus, or the illustration. */
interface PhotoState {
  photo: ImageRef | null;
  focus: PhotoFocus;
}

const sameState = (a: PhotoState, b: PhotoState) =>
  (a.photo?.id ?? null) === (b.photo?.id ?? null) &&
  (a.photo === null || (a.focus.x === b.focus.x && a.focus.y === b.focus.y));

/**
 * The photo as the public page crops it: the same frame (portrait for the attorney, 4:3 for the home page)
 * at every screen width, the photo filling it around its focus.
 */
function CropPreview({
  slot,
  state,
  alt,
}: {
  slot: PhotoSlot;
  state: PhotoState & { photo: ImageRef };
  alt: string;
}) {
  const { copy } = useStaffI18n();
  const t = copy.site.photos;
  const frame = PHOTO_FRAMES[slot];
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={500} fz="sm">
        {t.previewTitle}
      </Text>
      <Text fz="xs" c="gray.7" mb={4}>
        {slot === 'attorney' ? t.previewAttorney : t.previewHero}
      </Text>
      <img
        src={previewOf(state.photo)}
        alt={alt}
        width={frame.width}
        height={frame.height}
        data-crop-preview={slot}
        style={{
          display: 'block',
          width: '100%',
          maxWidth: slot === 'attorney' ? 200 : PREVIEW_WIDTH,
          height: 'auto',
          aspectRatio: `${frame.width} / ${frame.height}`,
          objectFit: 'cover',
          objectPosition: objectPosition(state.focus),
          borderRadius: 8,
        }}
      />
    </figure>
  );
}

/**
 * One of the site's photos: what the site shows now, a file field that uploads a new one and stages it
 * here, the point its frame keeps in view with a preview of the crop, and a way back to the illustration.
 * Nothing reaches the public pages until "Guardar"; "Descartar" drops what is staged (an uploaded image
 * stays in the list of uploaded images, unused, and can be deleted there).
 */
export function PhotoCard({
  slot,
  label,
  photo,
  focus,
  illustration,
}: {
  slot: PhotoSlot;
  label: string;
  photo: ImageRef | null;
  focus: PhotoFocus | undefined;
  illustration: string;
}) {
  const i18n = useStaffI18n();
  const t = i18n.copy.site.photos;
  const queryClient = useQueryClient();
  const live: PhotoState = { photo, focus: focus ?? CENTRE };
  const [staged, setStaged] = useState<PhotoState | null>(null);
  const shown = staged ?? live;
  /** Unsaved: what is staged differs from what the site shows. */
  const dirty = staged !== null && !sameState(staged, live);
  useLeaveGuard(dirty);

  const upload = useMutation({
    // The server's limit, before the file is sent.
    mutationFn: (file: File) => uploadImage(checkUploadSize(file)),
    onSuccess: (image) => setStaged({ photo: image, focus: CENTRE }),
    onError: (error) => {
      if (uploadRefusal(error) === null) reportStaffFailure(error, i18n);
    },
    // The new image is listed below at once (unused until saved).
    onSettled: () => queryClient.invalidateQueries({ queryKey: imagesQueryKey }),
  });
  const save = useSetPhoto(slot, label);
  const busy = upload.isPending || save.isPending;
  // What the server refused about the choice, in the panel's words (the toast says to look here).
  const refused = Object.keys(fieldErrorsOf(save.error));
  const refusal = refused.some((field) => field.startsWith('focus'))
    ? t.focusRefused
    : refused.includes('imageId')
      ? t.photoGone
      : null;
  const discard = () => {
    setStaged(null);
    upload.reset();
    save.reset();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-photo-card={slot} data-dirty={dirty}>
      <Stack gap="sm">
        <Title order={4} fz="lg">
          {label}
        </Title>
        {dirty && (
          <Text
            fz="sm"
            fw={600}
            c="navy.9"
            bg="yellow.1"
            px="sm"
            py={6}
            role="status"
            data-unsaved
            style={{ borderRadius: 4 }}
          >
            {shown.photo ? t.unsaved : t.unsavedIllustration}
          </Text>
        )}
        {shown.photo ? (
          <>
            <FocalPointPicker
              src={previewOf(shown.photo)}
              alt={dirty ? t.staged(label) : t.current(label)}
              focus={shown.focus}
              name={slot}
              onChange={(next) => setStaged({ photo: shown.photo, focus: next })}
            />
            <CropPreview slot={slot} state={{ ...shown, photo: shown.photo }} alt={t.previewAlt(label)} />
          </>
        ) : (
          <>
            <Image
              src={illustration}
              alt={t.illustration(label)}
              w="100%"
              maw={PREVIEW_WIDTH}
              h={200}
              fit="contain"
              bg="gray.1"
              radius="sm"
              data-photo-preview={slot}
            />
            {!dirty && (
              <Text fz="sm" c="gray.7">
                {t.showsIllustration}
              </Text>
            )}
          </>
        )}
        <ImageFileInput
          id={fieldId(`${slot}.photo`)}
          label={t.choose}
          help={t.intro}
          error={describeUploadRefusal(upload.error, i18n.copy)}
          pending={upload.isPending}
          pendingLabel={t.uploading}
          onFile={(file) => {
            save.reset();
            upload.mutate(file);
          }}
        />
        {refusal && (
          <Text c="red.8" fz="sm" role="alert">
            {refusal}
          </Text>
        )}
        <Group gap="sm">
          <PendingButton
            pending={save.isPending}
            label={i18n.copy.site.save}
            pendingLabel={i18n.copy.site.saving}
            disabled={!dirty || upload.isPending}
            onClick={() =>
              save.mutate(shown.photo ? { imageId: shown.photo.id, focus: shown.focus } : { imageId: null }, {
                onSuccess: () => setStaged(null),
              })
            }
          />
          <Button variant="default" disabled={!dirty || busy} onClick={discard}>
            {t.discard}
          </Button>
          <Button
            variant="outline"
            disabled={shown.photo === null || busy}
            onClick={() => {
              upload.reset();
              setStaged({ photo: null, focus: CENTRE });
            }}
          >
            {t.useIllustration}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
