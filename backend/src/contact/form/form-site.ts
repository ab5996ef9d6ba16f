import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { canonicalPath, decodePath } from '../../site/canonical';
import { readSiteManifest } from '../../site/site-manifest';
import { listPublicFiles } from '../../site/static-assets';
import { type ConsentLanguage } from '../consent';
import { hasConsultationForm } from './form-page';

/** Where a form sent without JavaScript lands, in its language (prerendered, noindex). */
export const THANK_YOU_PATHS: Record<ConsentLanguage, string> = { es: '/gracias', en: '/en/thank-you' };
const HOME_PATHS: Record<ConsentLanguage, string> = { es: '/', en: '/en' };

/** The chat link the site's pages carry, with the greeting in their language. */
const CHAT_LINK = /href="(https:\/\/wa\.me\/[^"]+)"/;

/**
 * The built site's pages that hold the consultation form, read once on first use: the server answers an
 * invalid form post with one of them, filled in. A server without a built site has none.
 */
@Injectable()
export class FormSite {
  private pages?: Map<string, string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private formPages(): Map<string, string> {
    if (this.pages) return this.pages;
    const pages = new Map<string, string>();
    try {
      const { publicDir, publicUrl } = this.config;
      const manifest = readSiteManifest(publicDir, listPublicFiles(publicDir));
      for (const [path, file] of Object.entries(manifest.pages)) {
        const html = readFileSync(join(publicDir, file), 'utf8').split(manifest.token).join(publicUrl);
        if (hasConsultationForm(html)) pages.set(path, html);
      }
    } catch {
      // No built site (an API-only server): invalid posts get the plain message page instead.
    }
    return (this.pages = pages);
  }

  /**
   * The page the form says it was on, when that is one of the site's pages with the form; anything else
   * (another site, a scheme, "//host", a path without the form) is never followed: the language's home.
   */
  formPath(raw: string, language: ConsentLanguage): string {
    const decoded = raw.startsWith('/') && !raw.startsWith('//') ? decodePath(raw) : undefined;
    const path = decoded === undefined ? undefined : canonicalPath(decoded);
    return path !== undefined && this.formPages().has(path) ? path : HOME_PATHS[language];
  }

  /** The prerendered HTML of a page with the form, if the site has it. */
  page(path: string): string | undefined {
    return this.formPages().get(path);
  }

  /** The site's chat link in a language, as its pages carry it. */
  chatLink(language: ConsentLanguage): string | undefined {
    const home = this.formPages().get(HOME_PATHS[language]);
    const found = home === undefined ? null : CHAT_LINK.exec(home);
    return found ? found[1].replace(/&amp;/g, '&') : undefined;
  }
}
