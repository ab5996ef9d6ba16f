import { CONSULTATION_FORM_ID } from '../features/consultation-form/form-id';
import { trackedClick } from '../lib/analytics';
import { SMOOTH_SCROLL_ATTRIBUTE } from '../lib/smooth-scroll-links';
import { LinkButton, type LinkButtonProps } from './link-button';

interface ScrollToFormButtonProps extends Omit<LinkButtonProps, 'href' | 'to'> {
  /** Analytics label (SPEC §7: hero_consult). */
  trackLabel: string;
}

/**
 * "Free Consultation": a plain #anchor without JavaScript; with it, a smooth scroll to the form, tracked. Both
 * come from the client entry's document listeners, so they work before the app has hydrated as after.
 */
export function ScrollToFormButton({ trackLabel, tone = 'white', ...props }: ScrollToFormButtonProps) {
  return (
    <LinkButton
      href={`#${CONSULTATION_FORM_ID}`}
      tone={tone}
      {...{ [SMOOTH_SCROLL_ATTRIBUTE]: '' }}
      {...trackedClick('scroll_to_form', { category: 'contact', label: trackLabel })}
      {...props}
    />
  );
}
