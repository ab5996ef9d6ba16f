import { useEffect, useRef } from 'react';

/**
 * When the server names fields it refused, the first of them in the form gets the focus (its message is
 * beside it, linked by aria-describedby). Returns the form's ref.
 */
export function useFocusFirstInvalid(errors: Readonly<Record<string, string>>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
