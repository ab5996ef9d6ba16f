import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function HomePage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('home.title')} lead={t('home.subtitle')} body={t('home.body')} />;
}
