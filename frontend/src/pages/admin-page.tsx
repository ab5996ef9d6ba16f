import { PageHero } from '../components/page-hero';
import { useI18n } from '../i18n/use-language';

export function AdminPage() {
  const { t } = useI18n();
  return <PageHero title={t('admin.title')} lead={t('admin.body')} />;
}
