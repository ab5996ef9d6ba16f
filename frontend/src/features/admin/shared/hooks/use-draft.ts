import { useState } from 'react';

/**
 * What a form holds until it is saved: `edit` changes a copy (never the content the server answered),
 * `reset` puts the form back to a given value (the server's answer after a save).
 */
export function useDraft<T>(initial: T) {
  const [draft, reset] = useState(initial);
  const edit = (change: (next: T) => void) =>
    reset((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });
  return { draft, edit, reset };
}
