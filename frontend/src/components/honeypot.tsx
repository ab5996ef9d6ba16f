import type { InputHTMLAttributes } from 'react';
import classes from './honeypot.module.css';

/**
 * A form's honeypot field: people leave it empty; form-filling bots fill it, and the server then answers
 * as usual but stores nothing. Off-screen rather than display:none, which some bots check; out of the tab
 * order and of the accessibility tree; and no autofill or password manager should put anything in it, or
 * a person's request would be dropped. The label tells anyone meeting it without the CSS to skip it.
 */
export function Honeypot({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
      />
    </div>
  );
}
