import { deferred } from '../components/deferred';
import { HomeHero } from '../features/home/home-hero';
import { useLanguage } from '../i18n';

// Only the hero is needed to show and use the top of the page; each section below it brings its own
// code when it comes near the viewport (components/deferred), which keeps the first download small.
const ServicesSection = deferred(() =>
  import('../features/home/home-services-section').then((module) => module.HomeServicesSection),
);
const EnglishServicesBanner = deferred(() =>
  import('../features/home/english-services-banner').then((module) => module.EnglishServicesBanner),
);
const AboutSection = deferred(() =>
  import('../features/home/about-section').then((module) => module.AboutSection),
);
const TestimonialsSection = deferred(() =>
  import('../features/home/testimonials-section').then((module) => module.TestimonialsSection),
);
const ConsultationFormSection = deferred(() =>
  import('../features/consultation-form/section-with-form').then(
    (module) => module.ConsultationFormSectionWithForm,
  ),
);

export function HomePage() {
  const language = useLanguage();
  return (
    <>
      <HomeHero />
      <ServicesSection />
      {/* SPEC §2: the Spanish home has one more section than the English one. */}
      {language === 'es' && <EnglishServicesBanner />}
      <AboutSection />
      <TestimonialsSection />
      <ConsultationFormSection />
    </>
  );
}
