import { Container } from '@mantine/core';
import { SectionHeader } from '../../components/section-header';
import { homeCopy } from '../../content/home';
import { useLanguage } from '../../i18n';
import { ServicesGrid } from '../services/services-grid';
import classes from './home.module.css';

/** The home page's six service cards under their heading. */
export function HomeServicesSection() {
  const copy = homeCopy[useLanguage()];
  return (
    <Container size="lg" component="section" className={classes.servicesSection}>
      <SectionHeader title={copy.servicesTitle} lead={copy.servicesLead} center />
      <ServicesGrid />
    </Container>
  );
}
