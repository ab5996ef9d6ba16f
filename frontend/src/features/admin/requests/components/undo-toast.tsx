import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifications, showToast } from '../../../../components/toast';
import type { StaffI18n } from '../../shared/i18n/use-staff-i18n';

/**
 * How long "Undo" is offered after a request is marked processed: twice a plain toast's 5 s (SPEC §9), so
 * it can be read and reached (F8 takes the keyboard there), and hovering it holds it open.
 */
export const UNDO_WINDOW_MS = 10_000;

function UndoButton({
  label,
  name,
  onUndo,
}: {
  label: StaffI18n['copy']['triage'];
  name: string;
  onUndo: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="compact-md"
      variant="outline"
      color="navy.8"
      disabled={pending}
      aria-label={label.undoLabel(name)}
      data-undo
      onClick={() => {
        setPending(true);
        void onUndo();
      }}
    >
      {pending ? label.undoing : label.undo}
    </Button>
  );
}

/** SPEC §7's success toast ('Success' / 'Contact marked as processed'), with "Undo" for UNDO_WINDOW_MS. */
export function showUndoToast({ locale, copy }: StaffI18n, name: string, onUndo: () => Promise<void>): void {
  // One toast at a time, the newest outcome first (as showAdminToast).
  notifications.clean();
  showToast(locale, {
    title: copy.successTitle,
    message: (
      <Stack gap={6} align="flex-start">
        <Text inherit>{copy.successMessage}</Text>
        <UndoButton label={copy.triage} name={name} onUndo={onUndo} />
      </Stack>
    ),
    color: 'teal.8',
    autoClose: UNDO_WINDOW_MS,
  });
}
