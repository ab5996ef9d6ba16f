import { Container, Grid } from '@mantine/core';
import { serviceDetails } from '../../content/service-details';
import type { ServiceId } from '../../content/services';
import { useLanguage } from '../../i18n';
import { ServiceFaq } from './service-faq';
import { ServiceFeatures, ServicePanel } from './service-sections';
import { servicesCopy } from './services-copy';

/** A service page below its hero: the features beside the second panel, then the FAQs. */
export function ServiceDetailsSections({ id }: { id: ServiceId }) {
  const language = useLanguage();
  const copy = servicesCopy[language];
  const detail = serviceDetails[id];
  return (
    <>
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
    </>
  );
}
