import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function TermsPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('terms.title')} lead={t('terms.body')} />;
}
