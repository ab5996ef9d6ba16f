import { TERMS_EFFECTIVE_DATE, formatLegalDate, termsOfUse } from '../content/legal';
import { LegalPage } from '../features/legal';
import { useI18n } from '../i18n';

export function TermsPage() {
  const { t } = useI18n();
  return (
    <LegalPage
      document={termsOfUse}
      documentTitle={t('terms.title')}
      status={{
        es: `Última actualización: ${formatLegalDate(TERMS_EFFECTIVE_DATE, 'es')}`,
        en: `Last updated: ${formatLegalDate(TERMS_EFFECTIVE_DATE, 'en')}`,
      }}
    />
  );
}
