import { PagePlaceholder } from '../components/page-placeholder';
import { useI18n } from '../i18n/use-language';

export function ContactPage() {
  const { t } = useI18n();
  return <PagePlaceholder title={t('contact.title')} lead={t('contact.body')} />;
}
