import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type PendingButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'children'> & {
    pending: boolean;
    label: string;
    /** What it says while the action is on its way ("Processing...", "Deleting..."). */
    pendingLabel: string;
  };

/** A button that says what is happening and cannot be pressed twice while its action is on its way. */
export function PendingButton({ pending, label, pendingLabel, disabled, ...props }: PendingButtonProps) {
  return (
    <Button
      {...props}
      disabled={pending || disabled}
      leftSection={pending ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
