import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function TrafficLawPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('service.trafficLaw')} lead={t('service.body')} />;
}
