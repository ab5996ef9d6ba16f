import { Container } from '@mantine/core';
import { SectionHeader } from '../components/section-header';
import { homeCopy } from '../content/home';
import { firm } from '../content/firm';
import { ConsultationFormSection } from '../features/consultation-form';
import { AboutSection } from '../features/home/about-section';
import { EnglishServicesBanner } from '../features/home/english-services-banner';
import { HomeHero } from '../features/home/home-hero';
import { TestimonialsSection } from '../features/home/testimonials-section';
import { ServicesGrid } from '../features/services/services-grid';
import { useDocumentTitle } from '../features/seo/use-document-title';
import { useLanguage } from '../i18n';

export function HomePage() {
  const language = useLanguage();
  const copy = homeCopy[language];
  useDocumentTitle(firm.name);
  return (
    <>
      <HomeHero />
      <Container size="lg" component="section" py={{ base: 48, sm: 88 }}>
        <SectionHeader title={copy.servicesTitle} lead={copy.servicesLead} center />
        <ServicesGrid />
      </Container>
      {/* SPEC §2: the Spanish home has one more section than the English one. */}
      {language === 'es' && <EnglishServicesBanner />}
      <AboutSection />
      <TestimonialsSection />
      <ConsultationFormSection />
    </>
  );
}
