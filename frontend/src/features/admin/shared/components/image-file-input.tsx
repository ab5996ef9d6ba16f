import { Text } from '@mantine/core';
import { useId, type ChangeEvent } from 'react';
import { httpFailureOf } from '../../../../lib/http-error';
import type { AdminCopy } from '../i18n/copy-en';
import { uploadRefusal } from '../utils/form-fields';

/**
 * What the server takes (MAX_UPLOAD_BYTES and MIN_SIDE/MAX_SIDE in backend/src/images/image-rules.ts): a
 * phone's camera photo as it is. A larger file is refused before it is sent, as the server would refuse it.
 */
export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
const MIN_SIDE = 200;
const MAX_SIDE = 8000;
const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

/** The file, or the server's 413 (in its words) when it is larger than any upload can be. */
export function checkUploadSize(file: File): File {
  if (file.size > MAX_UPLOAD_BYTES)
    throw new Error(`413: file: the image is larger than ${MAX_UPLOAD_MB} MB`);
  return file;
}

/**
 * Why the server (or the check before sending) refused a file, in the panel's language; null when the
 * failure was not about the file (a lost connection, a session that ended: reported as any other).
 */
export function describeUploadRefusal(error: unknown, copy: AdminCopy): string | null {
  const refusal = uploadRefusal(error);
  if (refusal === null) return null;
  const t = copy.imageUpload;
  switch (httpFailureOf(error)?.status) {
    case 413:
      return t.tooLarge(MAX_UPLOAD_MB);
    case 415:
      return t.unsupported;
    case 422:
      return /at least/.test(refusal) ? t.tooSmall(MIN_SIDE) : t.tooBig(MAX_SIDE);
    default:
      return t.unreadable;
  }
}

/**
 * A file field for one image, with its label, help, the message about a refused file and a line while it
 * uploads. `onFile` gets the file chosen; the same file may be chosen again after a failure.
 */
export function ImageFileInput({
  id,
  label,
  help,
  error,
  pending,
  pendingLabel,
  onFile,
}: {
  id: string;
  label: string;
  help: string;
  error: string | null | undefined;
  pending: boolean;
  pendingLabel: string;
  onFile: (file: File) => void;
}) {
  const errorId = useId();
  const helpId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) onFile(file);
    event.currentTarget.value = '';
  };
  return (
    <div>
      <Text component="label" htmlFor={id} fw={500} fz="sm" display="block">
        {label}
      </Text>
      <Text id={helpId} c="gray.7" fz="xs">
        {help}
      </Text>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGES}
        onChange={choose}
        disabled={pending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
        style={{ maxWidth: '100%', marginTop: 4 }}
      />
      {error && (
        <Text id={errorId} c="red.8" fz="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
      {pending && (
        <Text fz="sm" role="status">
          {pendingLabel}
        </Text>
      )}
    </div>
  );
}
