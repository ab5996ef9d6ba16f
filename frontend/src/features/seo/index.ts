// The pure modules (page-head, render-head) carry no React: the prerenderer may import them directly.
export { applyHead } from './apply-head';
export { breadcrumbTrail, type TrailItem } from './breadcrumbs';
export {
  canonicalPathname,
  pageHead,
  type Alternate,
  type PageHead,
  type PageKind,
  type SocialTag,
} from './page-head';
export {
  HEAD_ATTRIBUTE,
  PUBLIC_URL_TOKEN,
  absoluteUrl,
  escapeHtml,
  headTags,
  serializeJsonLd,
} from './render-head';
export type { JsonLd, JsonValue } from './structured-data';
export { useDocumentHead } from './use-document-head';
