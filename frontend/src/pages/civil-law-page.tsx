import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function CivilLawPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('service.civilLaw')} lead={t('service.body')} />;
}
