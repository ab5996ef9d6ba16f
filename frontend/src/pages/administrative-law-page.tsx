import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function AdministrativeLawPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('service.administrativeLaw')} lead={t('service.body')} />;
}
