import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContactDetail } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { AnswerByLine } from './answer-by-line';
import { ContactNotes } from './contact-notes';
import { SubmissionBadges, SubmissionFields } from './contact-fields';
import { ConsentProof, NotificationStates } from './detail-sections';
import { MarkProcessedButton } from './mark-processed-button';

/** Everything held about one request, with what staff can do about it. */
export function ContactDetailBody({ contact, onDelete }: { contact: ContactDetail; onDelete: () => void }) {
  const { copy } = useStaffI18n();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Text c="gray.7" fw={600}>
            {copy.detail.requestNumber(contact.id)}
          </Text>
          <SubmissionBadges contact={contact} />
        </Group>
        {!contact.processed && <AnswerByLine answerBy={contact.answerBy} />}
        <Group gap="sm">
          {!contact.processed && <MarkProcessedButton id={contact.id} />}
          <Button variant="outline" color="red.7" onClick={onDelete}>
            {copy.detail.delete}
          </Button>
        </Group>
      </Stack>
      <SubmissionFields contact={contact} />
      <ConsentProof record={contact.consentRecord} />
      <NotificationStates contactId={contact.id} states={contact.notifications} />
      <ContactNotes contactId={contact.id} notes={contact.notes} />
    </Stack>
  );
}
