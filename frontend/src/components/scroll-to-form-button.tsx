import type { MouseEvent } from 'react';
import { CONSULTATION_FORM_ID } from '../features/consultation-form/form-id';
import { track } from '../lib/analytics';
import { LinkButton, type LinkButtonProps } from './link-button';

interface ScrollToFormButtonProps extends Omit<LinkButtonProps, 'href' | 'to'> {
  /** Analytics label (SPEC §7: hero_consult). */
  trackLabel: string;
}

/** "Free Consultation": a plain #anchor without JavaScript, a smooth scroll to the form with it. */
export function ScrollToFormButton({ trackLabel, tone = 'white', ...props }: ScrollToFormButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(CONSULTATION_FORM_ID);
    if (!form) return;
    event.preventDefault();
    track('scroll_to_form', { category: 'contact', label: trackLabel });
    form.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return <LinkButton href={`#${CONSULTATION_FORM_ID}`} onClick={onClick} tone={tone} {...props} />;
}
