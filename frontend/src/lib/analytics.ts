// The one door to analytics: events go to a global gtag when the site has one, and nowhere otherwise.
export type AnalyticsEvent = 'whatsapp_click' | 'scroll_to_form' | 'form_submit' | 'contact_click';

export interface AnalyticsFields {
  category: string;
  label: string;
  value?: number;
}

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

export function track(event: AnalyticsEvent, { category, label, value }: AnalyticsFields): void {
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  gtag('event', event, { event_category: category, event_label: label, value });
}

// Links whose clicks are tracked say so in their HTML, and one listener on the document, installed by
// the client entry before hydration, tracks them: a click counts even when it lands on a part of the
// page whose code has not arrived yet (and which React would not see).
const EVENT_ATTRIBUTE = 'data-track-event';
const CATEGORY_ATTRIBUTE = 'data-track-category';
const LABEL_ATTRIBUTE = 'data-track-label';

/** The attributes that make a link's clicks tracked (see trackClicks). */
export function trackedClick(event: AnalyticsEvent, { category, label }: AnalyticsFields) {
  return { [EVENT_ATTRIBUTE]: event, [CATEGORY_ATTRIBUTE]: category, [LABEL_ATTRIBUTE]: label };
}

/** Tracks every click on an element marked by trackedClick, from now on, whether or not React owns it. */
export function trackClicks(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(`[${EVENT_ATTRIBUTE}]`) : null;
      if (!target) return;
      track(target.getAttribute(EVENT_ATTRIBUTE) as AnalyticsEvent, {
        category: target.getAttribute(CATEGORY_ATTRIBUTE) ?? '',
        label: target.getAttribute(LABEL_ATTRIBUTE) ?? '',
      });
    },
    // Capture: a handler that stops the click on its way cannot hide it from analytics.
    true,
  );
}
