import {
  PRIVACY_POLICY_EFFECTIVE_DATE,
  PRIVACY_POLICY_VERSION,
  formatLegalDate,
  privacyPolicy,
} from '../content/legal';
import { LegalPage } from '../features/legal';
import { useI18n } from '../i18n';

export function PrivacyPage() {
  const { t } = useI18n();
  return (
    <LegalPage
      document={privacyPolicy}
      documentTitle={t('privacy.title')}
      status={{
        es: `Versión ${PRIVACY_POLICY_VERSION} · Vigente desde el ${formatLegalDate(PRIVACY_POLICY_EFFECTIVE_DATE, 'es')}`,
        en: `Version ${PRIVACY_POLICY_VERSION} · Effective from ${formatLegalDate(PRIVACY_POLICY_EFFECTIVE_DATE, 'en')}`,
      }}
    />
  );
}
