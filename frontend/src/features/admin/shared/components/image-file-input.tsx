import { Text } from '@mantine/core';
import { useId, type ChangeEvent } from 'react';

/** What the server takes: its limit (5 MB) and its very words, so a file too large is refused before it is sent. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE = 'file: the image is larger than 5 MB';
const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

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
