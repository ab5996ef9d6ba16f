import {
  PRIVACY_POLICY_EFFECTIVE_DATE,
  PRIVACY_POLICY_VERSION,
  formatLegalDate,
  privacyPolicy,
} from '../content/legal';
import { useSiteContent } from '../content/site-content-context';
import { LegalPage } from '../features/legal';

export function PrivacyPage() {
  return (
    <LegalPage
      document={privacyPolicy(useSiteContent())}
      status={{
        es: `Versión ${PRIVACY_POLICY_VERSION} · Vigente desde el ${formatLegalDate(PRIVACY_POLICY_EFFECTIVE_DATE, 'es')}`,
        en: `Version ${PRIVACY_POLICY_VERSION} · Effective from ${formatLegalDate(PRIVACY_POLICY_EFFECTIVE_DATE, 'en')}`,
      }}
    />
  );
}
