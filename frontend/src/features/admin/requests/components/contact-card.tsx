import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ContactSubmission } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { OPENED_IN_PANEL } from '../../shared/utils/panel-url';
import classes from '../../shared/components/admin.module.css';
import { AnswerByLine } from './answer-by-line';
import { SubmissionBadges, SubmissionFields } from './contact-fields';
import { MarkProcessedButton } from './mark-processed-button';
import { NotificationBadges } from './notification-badges';

/**
 * One consultation request as staff read it, with one-tap ways to answer it. `detailsSearch` is the query
 * string that opens its details: a link, so it also opens in a new tab or goes into a message to a colleague.
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
      p={{ base: 'md', sm: 'lg' }}
      data-contact-id={contact.id}
      className={classes.card}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} id={headingId} fz={{ base: 'lg', sm: 'xl' }} className={classes.name}>
            {contact.nombre}
          </Title>
          <SubmissionBadges contact={contact} />
        </Group>

        {/* The 60-minute promise runs only while the request waits for an answer. */}
        {!contact.processed && <AnswerByLine answerBy={contact.answerBy} />}

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
            {!contact.processed && <MarkProcessedButton id={contact.id} describedBy={headingId} />}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
