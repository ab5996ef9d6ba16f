import { Container } from '@mantine/core';
import { CheckIcon } from '../../components/icons';
import { SectionHeader } from '../../components/section-header';
import { TextCardGrid } from '../../components/text-card-grid';
import { homeCopy } from '../../content/home';
import { useLanguage } from '../../i18n';
import classes from './home.module.css';

export function AboutSection() {
  const { about } = homeCopy[useLanguage()];
  return (
    <section className={`${classes.section} ${classes.sectionAlt}`}>
      <Container size="lg">
        <SectionHeader title={about.title} lead={about.lead} center />
        <TextCardGrid items={about.highlights} cols="cols2to4" icon={<CheckIcon size={22} />} />
      </Container>
    </section>
  );
}
