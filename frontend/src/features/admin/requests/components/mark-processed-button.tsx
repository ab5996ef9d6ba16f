import type { ContactSubmission } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useMarkProcessed } from '../api/mark-processed';
import { useReopenRequest } from '../api/reopen-request';
import { PendingButton } from '../../shared/components/pending-button';

type Request = Pick<ContactSubmission, 'id' | 'nombre'>;

/** 'Mark as Processed' for one request; `describedBy` names whose request it is where several are listed. */
export function MarkProcessedButton({ contact, describedBy }: { contact: Request; describedBy?: string }) {
  const mark = useMarkProcessed();
  const { copy } = useStaffI18n();
  return (
    <PendingButton
      onClick={() => mark.mutate(contact)}
      aria-describedby={describedBy}
      pending={mark.isPending}
      label={copy.markProcessed}
      pendingLabel={copy.processing}
    />
  );
}

/** "Reopen" for a processed request: pending again, with its original answer-by time. */
export function ReopenButton({ contact }: { contact: Request }) {
  const reopen = useReopenRequest();
  const { copy } = useStaffI18n();
  return (
    <PendingButton
      variant="outline"
      onClick={() => reopen.mutate(contact.id)}
      pending={reopen.isPending}
      label={copy.triage.reopen}
      pendingLabel={copy.triage.reopening}
    />
  );
}
