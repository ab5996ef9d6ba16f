import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pathFor } from '../app/route-table';
import { ChatButton } from '../components/chat-button';
import { PageHero } from '../components/page-hero';
import responsive from '../components/responsive.module.css';
import { SectionHeader } from '../components/section-header';
import { ServicesGrid } from '../features/services/services-grid';
import { servicesCopy } from '../features/services/services-copy';
import classes from '../features/services/services.module.css';
import { useI18n } from '../i18n';

/** Services overview: the six areas, how the firm works and a chat call to action (no form, SPEC §2). */
export function ServicesPage() {
  const { language, t } = useI18n();
  const copy = servicesCopy[language];
  const { overview } = copy;

  return (
    <>
      <PageHero
        title={t('services.title')}
        lead={overview.lead}
        breadcrumbs={{
          label: copy.breadcrumbLabel,
          items: [{ label: t('nav.home'), to: pathFor('home', language) }, { label: t('nav.services') }],
        }}
      />

      <Container component="section" size="lg" className={responsive.sectionY}>
        <SectionHeader title={overview.areasTitle} lead={overview.areasLead} />
        <ServicesGrid />
      </Container>

      <Box component="section" bg="gray.0" className={responsive.sectionY}>
        <Container size="lg">
          <SectionHeader title={overview.stepsTitle} />
          <ol className={classes.steps}>
            {overview.steps.map((step, index) => (
              <Stack component="li" key={step.title} gap="sm" style={{ listStyle: 'none' }}>
                <span className={classes.stepNumber} aria-hidden>
                  {index + 1}
                </span>
                <Title order={3} fz={20} c="navy.9">
                  {step.title}
                </Title>
                <Text c="gray.7" lh={1.6}>
                  {step.text}
                </Text>
              </Stack>
            ))}
          </ol>
        </Container>
      </Box>

      <Container component="section" size="lg" className={responsive.sectionY}>
        <Box
          className={`${classes.cta} ${classes.ctaBox}`}
          style={{ borderRadius: 'var(--mantine-radius-lg)' }}
        >
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap="xs" maw={620}>
              <Title order={2} className={responsive.calloutTitle} c="navy.9">
                {overview.ctaTitle}
              </Title>
              <Text c="gray.8" className={responsive.lead}>
                {overview.ctaText}
              </Text>
            </Stack>
            <Stack gap="sm" align="flex-start">
              <ChatButton trackLabel="services_cta" size="lg">
                {copy.talkToLawyer}
              </ChatButton>
              <Anchor component={Link} to={pathFor('contact', language)} c="navy.7" fw={600}>
                {overview.contactLink}
              </Anchor>
            </Stack>
          </Group>
        </Box>
      </Container>
    </>
  );
}
