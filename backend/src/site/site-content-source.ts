import { type ContentSection, type SiteContentValue } from './ssr-bundle';

/**
 * Where the site's pages get the firm's current content: a snapshot (cheap, synchronous) and a
 * notice of each change with the sections it touched. The content module provides it.
 */
export interface SiteContentSource {
  snapshot(): SiteContentValue;
  onChange(listener: (content: SiteContentValue, changed: ContentSection[]) => void): void;
}

export const SITE_CONTENT_SOURCE = Symbol('SITE_CONTENT_SOURCE');
