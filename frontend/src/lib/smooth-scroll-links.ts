// Links to a part of the same page that carry SMOOTH_SCROLL_ATTRIBUTE glide there (the "Free Consultation"
// buttons, SPEC §2), with or without the app: one listener on the document, installed by the client entry
// before hydration. Without JavaScript they are plain #anchors.

export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll';

/** Makes every marked same-page link scroll smoothly to its target, from now on. */
export function smoothScrollLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link =
      event.target instanceof Element ? event.target.closest(`a[${SMOOTH_SCROLL_ATTRIBUTE}]`) : null;
    const href = link?.getAttribute('href') ?? '';
    const target = href.startsWith('#') ? doc.getElementById(href.slice(1)) : null;
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
}
