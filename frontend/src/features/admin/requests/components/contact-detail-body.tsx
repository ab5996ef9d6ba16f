import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContactDetail } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { AnswerPromise } from './answer-promise';
import { ContactNotes } from './contact-notes';
import { SubmissionBadges, SubmissionFields } from './contact-fields';
import { ConsentProof, NotificationStates } from './detail-sections';
import { MarkProcessedButton, ReopenButton } from './mark-processed-button';
import { WhatsappMarkSwitch } from './whatsapp-mark';

/**
 * Everything held about one request, with what staff can do about it on top: its state and answer-by time
 * (or its booked meeting),
 * the actions and the note box together (on a phone, on the first screen), then the request as sent, its
 * consent proof and its notifications.
 */
export function ContactDetailBody({ contact, onDelete }: { contact: ContactDetail; onDelete: () => void }) {
  const { copy } = useStaffI18n();
  return (
    <Stack gap="xl">
      <Stack gap="sm" data-detail-actions>
        <Group justify="space-between" align="center" gap="sm">
          <Text c="gray.7" fw={600}>
            {copy.detail.requestNumber(contact.id)}
          </Text>
          <SubmissionBadges contact={contact} />
        </Group>
        <AnswerPromise contact={contact} />
        {contact.processed && (
          <Text c="gray.8" fz="sm">
            {copy.triage.reopenHint}
          </Text>
        )}
        <Group gap="sm">
          {contact.processed ? <ReopenButton contact={contact} /> : <MarkProcessedButton contact={contact} />}
          <Button variant="outline" color="red.7" onClick={onDelete}>
            {copy.detail.delete}
          </Button>
        </Group>
      </Stack>
      <ContactNotes contactId={contact.id} notes={contact.notes} />
      <SubmissionFields contact={contact} phoneControl={<WhatsappMarkSwitch contact={contact} />} />
      <ConsentProof record={contact.consentRecord} />
      <NotificationStates contactId={contact.id} states={contact.notifications} />
    </Stack>
  );
}
