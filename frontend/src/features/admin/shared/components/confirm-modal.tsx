import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import { PendingButton } from './pending-button';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** What staying is called (Cancel unless said). */
  cancelLabel?: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. Focus starts on Cancel, so a stray Enter deletes nothing;
 * Escape and a click outside cancel, except while the deletion is already on its way.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { copy } = useStaffI18n();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      withCloseButton={false}
      // Above the request's details drawer it is opened from.
      zIndex={400}
      // The title's <header> sits in the dialog's <section role="dialog">, which no longer scopes it: as it
      // is, it would be a second banner landmark beside the page's own.
      attributes={{ header: { role: 'none' } }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text>{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            {cancelLabel ?? copy.cancel}
          </Button>
          <PendingButton
            color="red.7"
            onClick={onConfirm}
            pending={pending}
            label={confirmLabel}
            pendingLabel={pendingLabel}
          />
        </Group>
      </Stack>
    </Modal>
  );
}
