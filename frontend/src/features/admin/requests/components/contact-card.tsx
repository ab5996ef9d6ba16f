import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ContactSubmission } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { OPENED_IN_PANEL } from '../../shared/utils/panel-url';
import classes from '../../shared/components/admin.module.css';
import triage from './triage.module.css';
import { AnswerPromise } from './answer-promise';
import { SubmissionBadges, SubmissionFields } from './contact-fields';
import { MarkProcessedButton } from './mark-processed-button';
import { NotificationBadges } from './notification-badges';

/**
 * One consultation request as staff read it. `detailsSearch` is the query string that opens its details: a
 * link (its name), so it also opens in a new tab or goes into a message to a colleague. On a phone it is a
 * compact row (name, case type and state, the answer-by time) that opens its details wherever it is tapped;
 * on a wide screen the whole request, with one-tap ways to answer it.
 */
export function ContactCard({
  contact,
  detailsSearch,
}: {
  contact: ContactSubmission;
  detailsSearch: string;
}) {
  const headingId = `contacto-${contact.id}`;
  const { copy } = useStaffI18n();

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      data-contact-id={contact.id}
      className={`${classes.card} ${triage.row}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} id={headingId} fz={{ base: 'md', sm: 'xl' }} className={classes.name}>
            <Anchor
              component={Link}
              to={detailsSearch}
              state={OPENED_IN_PANEL}
              inherit
              c="inherit"
              fw="inherit"
              underline="hover"
              className={triage.open}
              data-open-request
            >
              {contact.nombre}
            </Anchor>
          </Title>
          <SubmissionBadges contact={contact} />
        </Group>

        {/* The 60-minute promise runs only while the request waits for an answer (a meeting booked is one). */}
        <AnswerPromise contact={contact} compact />

        <Stack gap="md" visibleFrom="sm">
          <SubmissionFields contact={contact} />

          <Group justify="space-between" align="center" gap="sm">
            <NotificationBadges notifications={contact.notifications} noteCount={contact.noteCount} />
            <Group gap="sm" justify="flex-end" className={classes.actions}>
              <Button
                component={Link}
                to={detailsSearch}
                state={OPENED_IN_PANEL}
                variant="outline"
                // Every card has these buttons: the description tells screen-reader users whose request it is.
                aria-describedby={headingId}
              >
                {copy.details}
              </Button>
              {!contact.processed && <MarkProcessedButton contact={contact} describedBy={headingId} />}
            </Group>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
