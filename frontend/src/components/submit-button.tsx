import { Button, Loader, type ButtonProps } from '@mantine/core';

/** A form's submit button: while the form is sending, disabled, with a spinner and the `busy` words. */
export function SubmitButton({
  pending,
  idle,
  busy,
  ...props
}: Omit<ButtonProps, 'children'> & { pending: boolean; idle: string; busy: string }) {
  return (
    <Button
      {...props}
      type="submit"
      disabled={pending}
      leftSection={pending ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
    >
      {pending ? busy : idle}
    </Button>
  );
}
