import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import type { FieldErrors } from '../utils/form-fields';
import { PendingButton } from './pending-button';

/**
 * A form saved on its own (a section of the Site tab, the Bookings tab's availability): its title, its
 * fields, its Save button. When the server names fields it refused, the first of them gets the focus (its
 * message is beside it, linked by aria-describedby).
 */
export function SectionForm({
  id,
  title,
  intro,
  errors,
  pending,
  onSave,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  errors: FieldErrors;
  pending: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  const { copy } = useStaffI18n();
  const form = useFocusFirstInvalid(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <Stack gap="md">
          <div>
            <Title order={3} fz="xl" id={`${id}-title`}>
              {title}
            </Title>
            {intro && (
              <Text c="gray.7" fz="sm">
                {intro}
              </Text>
            )}
          </div>
          {children}
          <div>
            <PendingButton
              type="submit"
              pending={pending}
              label={copy.site.save}
              pendingLabel={copy.site.saving}
            />
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
