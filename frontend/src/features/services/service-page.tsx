import { Group } from '@mantine/core';
import { pathFor } from '../../app/route-table';
import { ChatButton } from '../../components/chat-button';
import { PageHero } from '../../components/page-hero';
import { ScrollToFormButton } from '../../components/scroll-to-form-button';
import { serviceById, serviceText, type ServiceId } from '../../content/services';
import { useI18n } from '../../i18n';
import { deferred } from '../../components/deferred';
import { servicesCopy } from './services-copy';

// The hero is what a visitor sees first; the details, FAQs and form below bring their code (and the
// copy of every service's details) when they come near.
const ServiceDetails = deferred(() =>
  import('./service-details-sections').then((module) => module.ServiceDetailsSections),
);
const ConsultationFormSection = deferred(() =>
  import('../consultation-form/section-with-form').then((module) => module.ConsultationFormSectionWithForm),
);

/** One practice area's page: hero with breadcrumb, intro and features, second panel, FAQs, consultation form. */
export function ServicePage({ id }: { id: ServiceId }) {
  const { language, t } = useI18n();
  const copy = servicesCopy[language];
  const service = serviceById(id);
  const { title, description } = serviceText(service, language);

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
      <ServiceDetails id={id} />
      <ConsultationFormSection />
    </>
  );
}
