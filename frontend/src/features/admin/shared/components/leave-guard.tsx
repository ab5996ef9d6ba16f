import { useLeaveBlocker } from '../hooks/use-leave-guard';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import { ConfirmModal } from './confirm-modal';

/**
 * The panel's question before leaving unsaved changes (a tab, a link, the back button): staying keeps
 * everything as typed; leaving goes where staff were going and drops it. Rendered once, in the panel.
 */
export function LeaveGuard() {
  const { copy } = useStaffI18n();
  const blocker = useLeaveBlocker();
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={copy.leave.title}
      confirmLabel={copy.leave.confirm}
      cancelLabel={copy.leave.stay}
      pendingLabel={copy.leave.confirm}
      pending={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {copy.leave.message}
    </ConfirmModal>
  );
}
