import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SiteService } from '../../site/site';
import { type FormAnswer, type SiteContentValue, type SsrBundle, withPublicUrl } from '../../site/ssr-bundle';
import { type ConsentLanguage } from '../consent';
import { consultationValues, type FormValues } from './form-values';

/** A page with the form, rendered once without it: the document before the form and after it. */
interface Frame {
  version: number;
  parts: Promise<{ before: string; after: string } | null>;
}

/**
 * Frames kept, each some 150 KB: the pages people post the form from most (the home pages, a few service
 * pages); one asked for after them pushes out the one asked for longest ago.
 */
export const FRAMES_KEPT = 8;

/**
 * The page an invalid post of the form without JavaScript is answered with: the page it was sent from,
 * with the form filled in with what was sent, each message beside its field and a summary at the top.
 * The page around the form (its frame) is rendered once per page and content version and kept; each post
 * renders only the form, with the renderer that renders the pages (the SSR bundle).
 */
@Injectable()
export class FormAnswerPages {
  private readonly frames = new Map<string, Frame>();
  /** Pages rendered whole (frames): the work counted apart from each post's form (the tests read it). */
  readonly work = { frames: 0 };

  constructor(
    private readonly site: SiteService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The answer page for a post from `path` (a page with the form); undefined when the site cannot render it. */
  async invalidPage(
    path: string,
    language: ConsentLanguage,
    values: FormValues,
    errors: Record<string, string>,
  ): Promise<string | undefined> {
    const rendering = this.site.renderContext();
    if (!rendering) return undefined;
    const { bundle, content } = rendering;
    const frame = await this.frame(path, bundle, content);
    if (!frame) return undefined;
    const form = await bundle.renderFormAnswer(path, content, language, answer(values, errors));
    return frame.before + withPublicUrl(bundle, form, this.config.publicUrl) + frame.after;
  }

  private frame(path: string, bundle: SsrBundle, content: SiteContentValue) {
    const kept = this.frames.get(path);
    this.frames.delete(path);
    if (kept?.version === content.version) {
      this.frames.set(path, kept);
      return kept.parts;
    }
    this.work.frames++;
    const parts = bundle.renderFormFrame(path, content).then(
      (rendered) =>
        rendered && {
          before: withPublicUrl(bundle, rendered.before, this.config.publicUrl),
          after: withPublicUrl(bundle, rendered.after, this.config.publicUrl),
        },
    );
    // A render that fails is not kept: the next post tries again.
    parts.catch(() => this.frames.get(path)?.parts === parts && this.frames.delete(path));
    this.frames.set(path, { version: content.version, parts });
    for (const oldest of this.frames.keys()) {
      if (this.frames.size <= FRAMES_KEPT) break;
      this.frames.delete(oldest);
    }
    return parts;
  }
}

/** The form's values as the renderer takes them (the checkbox as a boolean), with the messages. */
function answer(values: FormValues, errors: Record<string, string>): FormAnswer {
  return { values: { ...consultationValues(values), website: values.website }, errors };
}
