/**
 * Adds, without blocking, the stylesheet a `<style>` of the page names in its `data-<key>` attribute (the
 * build's inline CSS names the whole stylesheet and the few rules kept out of it: scripts/critical-css.mjs),
 * unless the page already links it.
 */
export function addNamedStylesheet(key: 'stylesheet' | 'later'): void {
  const href = document.querySelector<HTMLStyleElement>(`style[data-${key}]`)?.dataset[key];
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}
