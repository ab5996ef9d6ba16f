import { CURRENT_PRIVACY_POLICY_VERSION } from '../contact/consent';
import { type NewsletterLanguage } from './newsletter-subscriber.entity';

/**
 * The newsletter box's own consent sentence (separate from the consultation form's), per privacy-policy
 * version and language, exactly as the box shows it beside its unticked checkbox (a browser test compares
 * them). Confirming stores the sentence from here, in the language the box was shown in.
 */
export const NEWSLETTER_CONSENT_TEXTS = {
  // The newsletter begins with version 1.1 of the policy, the first to name its purpose.
  '1.1': {
    es: 'Acepto recibir el boletín del despacho por correo electrónico y el tratamiento de mi correo para ese fin, según la política de privacidad.',
    en: "I agree to receive the firm's newsletter by email and to the processing of my email address for that purpose, under the privacy policy.",
  },
} as const satisfies Record<string, Record<NewsletterLanguage, string>>;

export type NewsletterPolicyVersion = keyof typeof NEWSLETTER_CONSENT_TEXTS;

/** The sentence of the site's current privacy policy in a language. */
export function currentNewsletterConsent(language: NewsletterLanguage): {
  version: NewsletterPolicyVersion;
  text: string;
} {
  return {
    version: CURRENT_PRIVACY_POLICY_VERSION,
    text: NEWSLETTER_CONSENT_TEXTS[CURRENT_PRIVACY_POLICY_VERSION][language],
  };
}
