import { Button, Fieldset, Image, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { uploadImage } from '../../shared/api/upload-image';
import {
  checkUploadSize,
  describeUploadRefusal,
  ImageFileInput,
} from '../../shared/components/image-file-input';
import { previewOf } from '../../shared/utils/image-preview';
import { uploadRefusal } from '../../shared/utils/form-fields';
import { postFieldId, type CoverDraft } from '../utils/post-fields';

const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } };

/**
 * The post's cover: the image now (uploaded at once when a file is chosen), its alt text (required when there
 * is a cover) and a way to remove it. The post keeps the change when it is saved.
 */
export function CoverField({
  cover,
  errors,
  onChange,
}: {
  cover: CoverDraft | null;
  errors: { image?: string; alt?: string };
  onChange: (cover: CoverDraft | null) => void;
}) {
  const i18n = useStaffI18n();
  const t = i18n.copy.blog.cover;
  const upload = useMutation({
    // The server's limit, before the file is sent.
    mutationFn: (file: File) => uploadImage(checkUploadSize(file)),
    onSuccess: (image) => onChange({ imageId: image.id, alt: cover?.alt ?? '', src: previewOf(image) }),
    onError: (error) => {
      if (uploadRefusal(error) === null) reportStaffFailure(error, i18n);
    },
  });
  const error = describeUploadRefusal(upload.error, i18n.copy) ?? errors.image;

  return (
    <Fieldset legend={t.title} p={{ base: 'xs', sm: 'md' }} miw={0}>
      <Stack gap="sm">
        {cover ? (
          <Image
            src={cover.src}
            alt={cover.alt || t.current}
            w="100%"
            maw={320}
            h={180}
            fit="contain"
            bg="gray.1"
            radius="sm"
            data-cover-preview
          />
        ) : (
          <Text fz="sm" c="gray.7">
            {t.none}
          </Text>
        )}
        <ImageFileInput
          id={postFieldId('cover.imageId')}
          label={t.upload}
          help={t.uploadHelp}
          error={error}
          pending={upload.isPending}
          pendingLabel={t.uploading}
          onFile={(file) => upload.mutate(file)}
        />
        {cover && (
          <>
            <TextInput
              id={postFieldId('cover.alt')}
              label={t.alt}
              description={t.altHelp}
              required
              value={cover.alt}
              onChange={(event) => onChange({ ...cover, alt: event.currentTarget.value })}
              error={errors.alt}
              styles={READABLE}
            />
            <div>
              <Button
                variant="outline"
                color="red.8"
                onClick={() => {
                  upload.reset();
                  onChange(null);
                }}
              >
                {t.remove}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
