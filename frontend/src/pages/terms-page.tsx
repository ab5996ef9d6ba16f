import { TERMS_EFFECTIVE_DATE, formatLegalDate, termsOfUse } from '../content/legal';
import { useSiteContent } from '../content/site-content-context';
import { LegalPage } from '../features/legal';

export function TermsPage() {
  return (
    <LegalPage
      document={termsOfUse(useSiteContent())}
      status={{
        es: `Última actualización: ${formatLegalDate(TERMS_EFFECTIVE_DATE, 'es')}`,
        en: `Last updated: ${formatLegalDate(TERMS_EFFECTIVE_DATE, 'en')}`,
      }}
    />
  );
}
