import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function PrivacyPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('privacy.title')} lead={t('privacy.body')} />;
}
