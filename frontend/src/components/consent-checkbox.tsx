import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConsentCheckboxProps extends Omit<CheckboxProps, 'label' | 'error'> {
  id: string;
  error?: string;
  /** The sentence around its link to the policy: `before` + link text + `after`. */
  text: { before: string; link: string; after: string };
  href: string;
  /** Shown after the sentence (a required marker). */
  suffix?: ReactNode;
}

/**
 * A consent checkbox: required, posted as consent=on when the browser sends the form itself, its error
 * linked and the input flagged invalid, and the policy opened in a new tab (which keeps what the visitor
 * has typed so far).
 */
export function ConsentCheckbox({ error, text, href, suffix, ...props }: ConsentCheckboxProps) {
  return (
    <Checkbox
      {...props}
      value="on"
      required
      error={error}
      // Mantine's Checkbox links its error by aria-describedby but does not flag the input invalid.
      aria-invalid={error ? true : undefined}
      label={
        <>
          {text.before}
          <Anchor href={href} target="_blank" rel="noopener" inherit underline="always">
            {text.link}
          </Anchor>
          {text.after}
          {suffix}
        </>
      }
    />
  );
}
