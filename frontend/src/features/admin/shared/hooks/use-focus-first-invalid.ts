import { useEffect, useRef } from 'react';

/**
 * When the server names fields it refused, the first of them in the form gets the focus (its message is
 * beside it, linked by aria-describedby). Returns the form's ref.
 */
export function useFocusFirstInvalid(errors: Readonly<Record<string, string>>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      // A field that is several inputs (a time's hours, minutes and a. m./p. m.) marks its frame invalid
      // too; the focus goes to its first input.
      form.current
        ?.querySelector<HTMLElement>(
          ':is(input, textarea, select)[aria-invalid="true"], [aria-invalid="true"] :is(input:not([type="hidden"]), select)',
        )
        ?.focus();
  }, [errors]);
  return form;
}
