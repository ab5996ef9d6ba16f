import { Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RetryButton, StatusText, TabIntro } from '../../shared/components/admin-state';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { describeApiError } from '../../shared/utils/api-error';
import { useAvailability, type AvailabilityAnswer } from '../api/get-availability';
import { AvailabilityForm } from './availability-form';
import { BookingsView } from './bookings-view';
import { CalendarFeed } from './calendar-feed';

/**
 * The Bookings tab: the coming bookings (each can be moved or cancelled), the calendar feed of them, and
 * when visitors can book the free consultation, in Medellín's time. The availability form starts from
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

  return (
    <Stack gap="lg">
      <TabIntro title={t.title}>{t.intro}</TabIntro>
      <BookingsView />
      <CalendarFeed />
      {loaded ? (
        <AvailabilityForm loaded={loaded} />
      ) : availability.isError ? (
        <Stack gap="md" align="flex-start">
          <StatusText>{describeApiError(availability.error, copy)}</StatusText>
          <RetryButton label={copy.retry} onRetry={() => void availability.refetch()} />
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status" py="xl">
          <Loader color="navy.7" aria-hidden />
          <Text>{t.loading}</Text>
        </Stack>
      )}
    </Stack>
  );
}
