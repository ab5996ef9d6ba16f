import { TERMS_EFFECTIVE_DATE, formatLegalDate, termsOfUse } from '../content/legal';
import { LegalPage } from '../features/legal';

export function TermsPage() {
  return (
    <LegalPage
      document={termsOfUse}
      status={{
        es: `Última actualización: ${formatLegalDate(TERMS_EFFECTIVE_DATE, 'es')}`,
        en: `Last updated: ${formatLegalDate(TERMS_EFFECTIVE_DATE, 'en')}`,
      }}
    />
  );
}
