import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function ServicesPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('services.title')} lead={t('services.body')} />;
}
