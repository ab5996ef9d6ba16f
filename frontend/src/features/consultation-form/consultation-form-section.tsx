import type { FormAnswer } from '@abogados/shared';
import { type ComponentType, useContext } from 'react';
import { Anchor, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ChatButton } from '../../components/chat-button';
import responsive from '../../components/responsive.module.css';
import { telHref } from '../../content/firm-facts';
import { useFirm } from '../../content/site-content-context';
import { useLanguage, type Language } from '../../i18n';
import { consultationCopy } from './consultation-copy';
import { deferred } from '../../components/deferred';
import classes from './consultation-form.module.css';
import { CONSULTATION_FORM_ID } from './form-id';
import { SubmittedForm } from './submitted-form';
import { BookingLink } from './booking-link';

// The form's code (formik, yup, the API client, TanStack Query) is a third of a page's JavaScript and
// sits at the bottom of the page: it is fetched when the form comes near (see components/deferred).
const DeferredForm = deferred(() => import('./live-form').then((module) => module.LiveConsultationForm), {
  minHeight: 640,
});

const HEADING_ID = `${CONSULTATION_FORM_ID}-titulo`;

function ClockIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/**
 * Closes the home and service pages: a short pitch and direct contacts beside the consultation form.
 * `language` overrides the page's, for English content on a Spanish route (the expats page).
 * A page that already defers the whole section passes the live form (one deferral, not two nested).
 */
export function ConsultationFormSection({
  language: override,
  Form = DeferredForm,
}: {
  language?: Language;
  /** The form itself; by default its code waits until it is near. */
  Form?: ComponentType<{ language?: Language; answer?: FormAnswer }>;
} = {}) {
  const pageLanguage = useLanguage();
  const firm = useFirm();
  const language = override ?? pageLanguage;
  const copy = consultationCopy[language];
  const answer = useContext(SubmittedForm);

  return (
    <Container
      component="section"
      id={CONSULTATION_FORM_ID}
      aria-labelledby={HEADING_ID}
      size="lg"
      className={responsive.sectionY}
      style={{
        // The header is sticky: keep the heading clear of it when a button scrolls here.
        scrollMarginTop: 80,
        // Mantine's error red (red.6) reads at 3.3:1 on white; red.9 passes WCAG AA for the field messages.
        ['--mantine-color-error' as string]: 'var(--mantine-color-red-9)',
      }}
    >
      <div className={`${responsive.split} ${classes.columns}`}>
        <div className={responsive.span5}>
          <Stack gap="lg">
            <Title order={2} id={HEADING_ID} className={responsive.sectionTitle} lh={1.2}>
              {copy.title}
            </Title>
            <Text fz="lg">{copy.intro}</Text>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size="lg" className={classes.promiseIcon} aria-hidden>
                <ClockIcon />
              </ThemeIcon>
              <Text fw={700} c="teal.9">
                {copy.promise}
              </Text>
            </Group>
            <BookingLink language={language} />
            <Paper withBorder radius="md" p="lg" bg="navy.0">
              <Stack gap="xs">
                <Text fw={700}>{copy.contactTitle}</Text>
                <div>
                  <Text size="sm" c="gray.7">
                    {copy.phone}
                  </Text>
                  <Anchor href={telHref(firm.phone)} c="navy.8" fw={600}>
                    {firm.phone}
                  </Anchor>
                </div>
                <div>
                  <Text size="sm" c="gray.7">
                    {copy.email}
                  </Text>
                  <Anchor
                    href={`mailto:${firm.email}`}
                    c="navy.8"
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {firm.email}
                  </Anchor>
                </div>
                <ChatButton
                  trackLabel="consultation_form"
                  language={language}
                  fullWidth
                  style={{ marginTop: 'var(--mantine-spacing-xs)' }}
                >
                  {copy.chat}
                </ChatButton>
              </Stack>
            </Paper>
          </Stack>
        </div>
        <div className={responsive.span7}>
          <Paper withBorder shadow="sm" radius="md" className={classes.formPaper}>
            <Form language={language} answer={answer} />
          </Paper>
        </div>
      </div>
    </Container>
  );
}
