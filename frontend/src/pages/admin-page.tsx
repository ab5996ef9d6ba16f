import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function AdminPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('admin.title')} lead={t('admin.body')} />;
}
