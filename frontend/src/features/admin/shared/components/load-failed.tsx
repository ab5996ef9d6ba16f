import { Stack, Text } from '@mantine/core';
import { describeApiError } from '../utils/api-error';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import { RetryButton } from './admin-state';

/** A list or part that could not be loaded: why, in the panel's words, and a button to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { copy } = useStaffI18n();
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{describeApiError(error, copy)}</Text>
      <RetryButton label={copy.retry} onRetry={onRetry} />
    </Stack>
  );
}
