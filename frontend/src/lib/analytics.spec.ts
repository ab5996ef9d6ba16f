import { track } from './analytics';

describe('track', () => {
  afterEach(() => {
    delete (globalThis as { gtag?: unknown }).gtag;
  });

  it('sends the event through a global gtag with category, label and value', () => {
    const calls: unknown[][] = [];
    (globalThis as { gtag?: unknown }).gtag = (...args: unknown[]) => calls.push(args);
    track('whatsapp_click', { category: 'contact', label: 'hero_cta', value: 1 });
    expect(calls).toEqual([
      ['event', 'whatsapp_click', { event_category: 'contact', event_label: 'hero_cta', value: 1 }],
    ]);
  });

  it('does nothing when the page has no gtag', () => {
    expect(() => track('form_submit', { category: 'contact', label: 'consultation_form' })).not.toThrow();
  });
});
