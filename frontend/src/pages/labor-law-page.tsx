import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function LaborLawPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('service.laborLaw')} lead={t('service.body')} />;
}
