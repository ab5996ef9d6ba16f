import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function AttorneysPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('attorneys.title')} lead={t('attorneys.body')} />;
}
