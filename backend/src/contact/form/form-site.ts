import { CHAT_GREETING, chatUrl, type FormAnswer } from '@abogados/shared';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ContentService } from '../../content/content.service';
import { returnPath } from '../../common/forms';
import { SiteService } from '../../site/site';
import { withPublicUrl } from '../../site/ssr-bundle';
import { type ConsentLanguage } from '../consent';
import { consultationValues, type FormValues } from './form-values';

/** Where a form sent without JavaScript lands, in its language (prerendered, noindex). */
export const THANK_YOU_PATHS: Record<ConsentLanguage, string> = { es: '/gracias', en: '/en/thank-you' };
const HOME_PATHS: Record<ConsentLanguage, string> = { es: '/', en: '/en' };

/**
 * The site as the consultation form without JavaScript meets it: which pages hold the form (the server
 * answers an invalid post with one of them, filled in, as the site shows it now), and the chat link its
 * other answers offer. A server without a built site and its renderer has no such page.
 */
@Injectable()
export class FormSite {
  private formPages?: { version: number; paths: Set<string> };

  constructor(
    private readonly site: SiteService,
    private readonly content: ContentService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Which pages have the form, as the site's route table says for the current content. */
  private formPaths(): Set<string> {
    const rendering = this.site.renderContext();
    if (!rendering) return new Set();
    const { bundle, content } = rendering;
    if (this.formPages?.version !== content.version) {
      this.formPages = { version: content.version, paths: new Set(bundle.consultationFormPaths(content)) };
    }
    return this.formPages.paths;
  }

  /**
   * The page the form says it was on, when that is one of the site's pages with the form; anything else
   * (another site, a scheme, "//host", a path without the form) is never followed: the language's home.
   */
  formPath(raw: string, language: ConsentLanguage): string {
    return returnPath(raw, (path) => this.formPaths().has(path), HOME_PATHS[language]);
  }

  /** The firm's chat link with the greeting in a language, built as the site's pages build theirs. */
  chatLink(language: ConsentLanguage): string {
    return chatUrl(this.content.snapshot().firm.whatsapp, CHAT_GREETING[language]);
  }

  /**
   * The answer to an invalid post from `path` (a page with the form): that page rendered with the form's
   * state, the values sent in the fields, each message beside its field and a summary at the top. Undefined
   * when the site cannot render it.
   */
  async invalidPage(
    path: string,
    values: FormValues,
    errors: Record<string, string>,
  ): Promise<string | undefined> {
    const rendering = this.site.renderContext();
    if (!rendering) return undefined;
    const { bundle, content } = rendering;
    const form: FormAnswer = { values: { ...consultationValues(values), website: values.website }, errors };
    const page = await bundle.render(path, content, { form });
    return withPublicUrl(bundle, page.html, this.config.publicUrl);
  }
}
