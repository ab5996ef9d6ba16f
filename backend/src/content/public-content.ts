import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { type SiteContentSource } from '../site/site-content-source';
import { previewPath, previewToken } from './blog/blog-paths';
import { BlogStore } from './blog/blog-store';
import { type PublicPost } from './blog/blog.types';
import { ContentService } from './content.service';
import { type ChangedSection, type SiteContent } from './site-content.types';

/** What visitors' pages show: the firm's links without the networks it has none on. */
export function publicContent(content: SiteContent): SiteContent {
  return {
    ...content,
    firm: { ...content.firm, social: content.firm.social.filter((link) => link.url !== '') },
  };
}

/**
 * The public read model of the current content, one object per version (pages are rendered from it,
 * and what the renderer derives from it is kept per object), and its changes.
 */
@Injectable()
export class PublicContent implements SiteContentSource {
  private source?: SiteContent;
  private current?: SiteContent;

  constructor(
    private readonly content: ContentService,
    private readonly blog: BlogStore,
    private readonly clock: Clock,
  ) {}

  snapshot(): SiteContent {
    const source = this.content.snapshot();
    if (source !== this.source || !this.current) {
      this.source = source;
      this.current = publicContent(source);
    }
    return this.current;
  }

  onChange(listener: (content: SiteContent, changed: ChangedSection[]) => void): void {
    this.content.onChange((_snapshot, changed) => listener(this.snapshot(), changed));
  }

  redirect(path: string, content: SiteContent): string | undefined {
    return Object.hasOwn(content.blog.redirects, path) ? content.blog.redirects[path] : undefined;
  }

  previewPost(token: string): Promise<PublicPost | undefined> {
    const valid = previewToken(previewPath(token)) !== undefined;
    return valid ? this.blog.preview(token, this.clock.now()) : Promise.resolve(undefined);
  }
}
