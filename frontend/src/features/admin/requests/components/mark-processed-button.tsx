import type { ContactId } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useMarkProcessed } from '../api/mark-processed';
import { PendingButton } from '../../shared/components/pending-button';

/** 'Mark as Processed' for one request; `describedBy` names whose request it is where several are listed. */
export function MarkProcessedButton({ id, describedBy }: { id: ContactId; describedBy?: string }) {
  const mark = useMarkProcessed();
  const { copy } = useStaffI18n();
  return (
    <PendingButton
      onClick={() => mark.mutate(id)}
      aria-describedby={describedBy}
      pending={mark.isPending}
      label={copy.markProcessed}
      pendingLabel={copy.processing}
    />
  );
}
