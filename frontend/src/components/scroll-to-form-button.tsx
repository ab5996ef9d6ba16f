import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { CONSULTATION_FORM_ID } from '../features/consultation-form';
import { track } from '../lib/analytics';

interface ScrollToFormButtonProps extends Omit<ButtonProps, 'children'> {
  /** Analytics label (SPEC §7: hero_consult). */
  trackLabel: string;
  children: ReactNode;
}

/** "Free Consultation": a plain #anchor without JavaScript, a smooth scroll to the form with it. */
export function ScrollToFormButton({ trackLabel, children, ...buttonProps }: ScrollToFormButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(CONSULTATION_FORM_ID);
    if (!form) return;
    event.preventDefault();
    track('scroll_to_form', { category: 'contact', label: trackLabel });
    form.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Button component="a" href={`#${CONSULTATION_FORM_ID}`} onClick={onClick} {...buttonProps}>
      {children}
    </Button>
  );
}
