import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function CriminalLawPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('service.criminalLaw')} lead={t('service.body')} />;
}
