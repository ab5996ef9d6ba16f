import { Container } from '@mantine/core';
import responsive from '../../components/responsive.module.css';
import { serviceDetails } from '../../content/service-details';
import type { ServiceId } from '../../content/services';
import { useLanguage } from '../../i18n';
import { ServiceFaq } from './service-faq';
import { ServiceFeatures, ServicePanel } from './service-sections';
import { servicesCopy } from './services-copy';
import classes from './services.module.css';

/** A service page below its hero: the features beside the second panel, then the FAQs. */
export function ServiceDetailsSections({ id }: { id: ServiceId }) {
  const language = useLanguage();
  const copy = servicesCopy[language];
  const detail = serviceDetails[id];
  return (
    <>
      <Container size="lg" className={responsive.sectionY}>
        <div className={`${responsive.split} ${classes.details}`}>
          <div className={responsive.span7}>
            <ServiceFeatures
              title={copy.featuresTitle}
              intro={detail.intro[language]}
              features={detail.features[language]}
            />
          </div>
          <div className={responsive.span5}>
            <ServicePanel panel={detail.panel[language]} />
          </div>
        </div>
      </Container>
      <ServiceFaq title={copy.faqTitle} faqs={detail.faqs[language]} />
    </>
  );
}
