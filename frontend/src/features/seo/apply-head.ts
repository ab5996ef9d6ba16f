// Brings document.head in line with a PageHead. Browser only; the rest of the folder is pure.
import type { PageHead } from './page-head';
import { HEAD_ATTRIBUTE, headTags } from './render-head';

/**
 * Sets the title and <html lang>, and swaps the [data-head] elements for the new set. When the
 * elements already match (the first run after hydrating a prerendered page) nothing is touched,
 * so the head neither flickers nor collects duplicates.
 */
export function applyHead(head: PageHead, origin: string, doc: Document = document): void {
  if (doc.title !== head.title) doc.title = head.title;
  if (doc.documentElement.lang !== head.lang) doc.documentElement.lang = head.lang;

  const template = doc.createElement('template');
  template.innerHTML = headTags(head, origin);
  // <title> is handled above through document.title; only the marked elements are swapped.
  const next = [...template.content.children].filter((el) => el.hasAttribute(HEAD_ATTRIBUTE));
  const current = [...doc.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)];
  if (next.length === current.length && next.every((el, index) => el.isEqualNode(current[index]))) return;

  // The new set takes the old one's place in <head>, or goes at the end when there was none.
  const anchor = current[0] ?? null;
  for (const el of next) doc.head.insertBefore(el, anchor);
  for (const el of current) el.remove();
}
