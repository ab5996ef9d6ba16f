import { Container, Grid, Group } from '@mantine/core';
import { pathFor } from '../../app/route-table';
import { ChatButton } from '../../components/chat-button';
import { PageHero } from '../../components/page-hero';
import { ScrollToFormButton } from '../../components/scroll-to-form-button';
import { serviceDetails } from '../../content/service-details';
import { serviceById, serviceText, type ServiceId } from '../../content/services';
import { useI18n } from '../../i18n';
import { ConsultationFormSection } from '../consultation-form';
import { ServiceFaq } from './service-faq';
import { ServiceFeatures, ServicePanel } from './service-sections';
import { servicesCopy } from './services-copy';

/** One practice area's page: hero with breadcrumb, intro and features, second panel, FAQs, consultation form. */
export function ServicePage({ id }: { id: ServiceId }) {
  const { language, t } = useI18n();
  const copy = servicesCopy[language];
  const service = serviceById(id);
  const { title, description } = serviceText(service, language);
  const detail = serviceDetails[id];

  return (
    <>
      <PageHero
        title={title}
        lead={description}
        breadcrumbs={{
          label: copy.breadcrumbLabel,
          items: [
            { label: t('nav.home'), to: pathFor('home', language) },
            { label: t('nav.services'), to: pathFor('services', language) },
            { label: title },
          ],
        }}
        actions={
          <Group gap="sm" mt="xs">
            <ChatButton trackLabel={`service_${id}`} size="md">
              {copy.talkToLawyer}
            </ChatButton>
            <ScrollToFormButton trackLabel={`service_${id}_consult`} size="md">
              {copy.freeConsultation}
            </ScrollToFormButton>
          </Group>
        }
      />
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Grid gap={{ base: 40, md: 56 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ServiceFeatures
              title={copy.featuresTitle}
              intro={detail.intro[language]}
              features={detail.features[language]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ServicePanel panel={detail.panel[language]} />
          </Grid.Col>
        </Grid>
      </Container>
      <ServiceFaq title={copy.faqTitle} faqs={detail.faqs[language]} />
      <ConsultationFormSection />
    </>
  );
}
