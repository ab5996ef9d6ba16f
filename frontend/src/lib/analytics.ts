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
