import { type PublicPost } from '@abogados/shared';
import { type ContentSection, type SiteContentValue } from './ssr-bundle';

/**
 * Where the site's pages get the firm's current content: a snapshot (cheap, synchronous) and a
 * notice of each change with the sections it touched. The content module provides it.
 */
export interface SiteContentSource {
  snapshot(): SiteContentValue;
  onChange(listener: (content: SiteContentValue, changed: ContentSection[]) => void): void;
  /** Old page paths and where they are now (a post whose slug changed). */
  redirect(path: string, content: SiteContentValue): string | undefined;
  /** The post a preview token names, as its page would show it, or undefined. */
  previewPost(token: string): Promise<PublicPost | undefined>;
}

export const SITE_CONTENT_SOURCE = Symbol('SITE_CONTENT_SOURCE');
