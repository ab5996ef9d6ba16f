import type { ContactId } from '../../../lib/api/endpoints';
import { adminCopy } from '../admin-copy';
import { useMarkProcessed } from '../hooks/use-mark-processed';
import { PendingButton } from './pending-button';

/** 'Mark as Processed' for one request; `describedBy` names whose request it is where several are listed. */
export function MarkProcessedButton({ id, describedBy }: { id: ContactId; describedBy?: string }) {
  const mark = useMarkProcessed();
  return (
    <PendingButton
      onClick={() => mark.mutate(id)}
      aria-describedby={describedBy}
      pending={mark.isPending}
      label={adminCopy.markProcessed}
      pendingLabel={adminCopy.processing}
    />
  );
}
