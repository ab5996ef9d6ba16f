// The API's rule for a note (1 to 2,000 characters once trimmed, counted as code points), checked here first
// so staff see the problem under the field instead of in a toast.
import type { AdminCopy } from '../../shared/i18n/admin-copy';

export const NOTE_MAX_CHARS = 2000;

/** Characters as the server counts them: an emoji is one, not two UTF-16 units. */
export function noteLength(text: string): number {
  return [...text.trim()].length;
}

/** The message to show under the field, or null when the note can be sent. */
export function noteError(text: string, copy: AdminCopy): string | null {
  const length = noteLength(text);
  if (length === 0) return copy.notes.required;
  if (length > NOTE_MAX_CHARS) return copy.notes.tooLong(NOTE_MAX_CHARS);
  return null;
}
