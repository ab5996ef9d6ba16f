/**
 * The consent sentence of each privacy-policy version, in each language, exactly as the consultation form
 * shows it beside its checkbox (frontend consultation-copy.ts; a browser test compares them). The server
 * stores the sentence from here rather than trusting one sent by the page.
 */
export const CONSENT_TEXTS = {
  '1.0': {
    es: 'Acepto la política de privacidad y el tratamiento de mis datos personales.',
    en: 'I accept the privacy policy and the processing of my personal data.',
  },
  // 1.1 (2026-11-25) names the newsletter among the purposes; the form's sentence is unchanged.
  '1.1': {
    es: 'Acepto la política de privacidad y el tratamiento de mis datos personales.',
    en: 'I accept the privacy policy and the processing of my personal data.',
  },
} as const satisfies Record<string, { es: string; en: string }>;

export type PrivacyPolicyVersion = keyof typeof CONSENT_TEXTS;
export const PRIVACY_POLICY_VERSIONS = Object.keys(CONSENT_TEXTS) as PrivacyPolicyVersion[];
/** The version the form shows today; a request that names none is recorded against it. */
export const CURRENT_PRIVACY_POLICY_VERSION = '1.1' satisfies PrivacyPolicyVersion;
export const CONSENT_LANGUAGES = ['es', 'en'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];
