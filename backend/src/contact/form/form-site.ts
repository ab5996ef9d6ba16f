import { Injectable } from '@nestjs/common';
import { canonicalPath, decodePath } from '../../site/canonical';
import { SiteService } from '../../site/site';
import { type ConsentLanguage } from '../consent';
import { hasConsultationForm } from './form-page';

/** Where a form sent without JavaScript lands, in its language (prerendered, noindex). */
export const THANK_YOU_PATHS: Record<ConsentLanguage, string> = { es: '/gracias', en: '/en/thank-you' };
const HOME_PATHS: Record<ConsentLanguage, string> = { es: '/', en: '/en' };

/** The chat link the site's pages carry, with the greeting in their language. */
const CHAT_LINK = /href="(https:\/\/wa\.me\/[^"]+)"/;

/**
 * The site's pages that hold the consultation form: the server answers an invalid form post with one of
 * them, filled in, as the site shows it now. A server without a built site has none.
 */
@Injectable()
export class FormSite {
  private paths?: Set<string>;

  constructor(private readonly site: SiteService) {}

  /** Which pages have the form: the build's markup says (the content does not move the form). */
  private formPaths(): Set<string> {
    if (this.paths) return this.paths;
    const paths = new Set<string>();
    for (const path of this.site.pagePaths()) {
      const html = this.site.builtPageHtml(path);
      if (html !== undefined && hasConsultationForm(html)) paths.add(path);
    }
    return (this.paths = paths);
  }

  /**
   * The page the form says it was on, when that is one of the site's pages with the form; anything else
   * (another site, a scheme, "//host", a path without the form) is never followed: the language's home.
   */
  formPath(raw: string, language: ConsentLanguage): string {
    const decoded = raw.startsWith('/') && !raw.startsWith('//') ? decodePath(raw) : undefined;
    const path = decoded === undefined ? undefined : canonicalPath(decoded);
    return path !== undefined && this.formPaths().has(path) ? path : HOME_PATHS[language];
  }

  /** The current HTML of a page with the form, if the site has it. */
  private async page(path: string): Promise<string | undefined> {
    return this.formPaths().has(path) ? this.site.pageHtml(path) : undefined;
  }

  /** The site's chat link in a language, as its pages carry it now. */
  async chatLink(language: ConsentLanguage): Promise<string | undefined> {
    const home = await this.page(HOME_PATHS[language]);
    const found = home === undefined ? null : CHAT_LINK.exec(home);
    return found ? found[1].replace(/&amp;/g, '&') : undefined;
  }
}
