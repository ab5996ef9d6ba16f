import { type RequestHandler } from 'express';
import {
  CONSENT_CHECKED,
  fillsHoneypot,
  pageFormGate,
  postedLanguage,
  readFields,
  returnPath,
} from '../common/forms';
import { BLOG_PATHS } from './newsletter-pages';
import { type NewsletterLanguage } from './newsletter-subscriber.entity';

/** Where the newsletter box posts when its script has not run. */
export const NEWSLETTER_FORM_ACTION = '/api/newsletter/form';
export const NEWSLETTER_FORM_FIELDS = ['email', 'consent', 'idioma', 'website', 'return'] as const;
export type NewsletterFormValues = Record<(typeof NEWSLETTER_FORM_FIELDS)[number], string>;

/** The same-origin check, content type and body limit for the box's post, answered as pages. */
export function newsletterFormGate(publicUrl: string): RequestHandler {
  return pageFormGate(publicUrl, NEWSLETTER_FORM_ACTION, NEWSLETTER_FORM_FIELDS.length);
}

/** What the browser posted, one string per known field ('' when missing or repeated). */
export const readNewsletterForm = (body: unknown): NewsletterFormValues =>
  readFields(body, NEWSLETTER_FORM_FIELDS);

/** The page's language: the idioma posted, else the one the return path implies. */
export const newsletterFormLanguage = (values: NewsletterFormValues): NewsletterLanguage =>
  postedLanguage(values.idioma, values.return);

export const newsletterFormIsSpam = (values: NewsletterFormValues) =>
  fillsHoneypot({ website: values.website });

/** The JSON body the box's script would have sent for these values (no idioma: the page's language). */
export function newsletterRequestBody(
  values: NewsletterFormValues,
  language: NewsletterLanguage,
): Record<string, unknown> {
  return {
    email: values.email,
    consent: values.consent === CONSENT_CHECKED,
    idioma: values.idioma === '' ? language : values.idioma,
  };
}

/**
 * The page to go back to: the return path when it is one of the site's pages (never another site, a
 * scheme or "//host"), else the language's blog.
 */
export function newsletterReturnPath(raw: string, language: NewsletterLanguage, sitePaths: string[]): string {
  return returnPath(raw, (path) => sitePaths.includes(path), BLOG_PATHS[language]);
}
