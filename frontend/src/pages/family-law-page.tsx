import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function FamilyLawPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('service.familyLaw')} lead={t('service.body')} />;
}
