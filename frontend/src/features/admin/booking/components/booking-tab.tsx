import { Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RetryButton, StatusText, TabIntro } from '../../shared/components/admin-state';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { describeApiError } from '../../shared/utils/api-error';
import { useAvailability, type AvailabilityAnswer } from '../api/get-availability';
import { AvailabilityForm } from './availability-form';

/**
 * The Bookings tab: when visitors can book the free consultation, in Medellín's time. The form starts from
 * the availability as saved when the tab opens and keeps what is typed from then on (a refused save, or
 * loading someone else's version, never empties it).
 */
export function BookingTab() {
  const { copy } = useStaffI18n();
  const t = copy.booking;
  const availability = useAvailability();
  // The answer read when the tab opened (not one kept from before), once: later answers (a save, loading
  // someone else's version) are the form's to take in, and a failed reload leaves the form where it is.
  const [loaded, setLoaded] = useState<AvailabilityAnswer>();
  const fresh = availability.isFetchedAfterMount && !availability.isError ? availability.data : undefined;
  if (!loaded && fresh) setLoaded(fresh);

  if (availability.isError && !loaded) {
    return (
      <Stack gap="md" align="flex-start">
        <StatusText>{describeApiError(availability.error, copy)}</StatusText>
        <RetryButton label={copy.retry} onRetry={() => void availability.refetch()} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <TabIntro title={t.title}>{t.intro}</TabIntro>
      {loaded ? (
        <AvailabilityForm loaded={loaded} />
      ) : (
        <Stack align="center" gap="sm" role="status" py="xl">
          <Loader color="navy.7" aria-hidden />
          <Text>{t.loading}</Text>
        </Stack>
      )}
    </Stack>
  );
}
