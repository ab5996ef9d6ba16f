import { Loader, Stack, Text, Title } from '@mantine/core';
import { RetryButton } from '../../shared/components/admin-state';
import { slotDayLabel } from '@abogados/shared';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { describeApiError } from '../../shared/utils/api-error';
import { useBookings } from '../api/get-bookings';
import { byMedellinDay, dayHeading, medellinDay } from '../utils/booking-days';
import { BookingItem } from './booking-item';
import { BookingSection } from './booking-section';

/** Today and the coming days' bookings, grouped by their day in Medellín, in the panel's language. */
export function BookingsView() {
  const { copy, locale } = useStaffI18n();
  const t = copy.booking.bookings;
  const bookings = useBookings();
  const today = medellinDay(Date.now());
  const dayTitle = (day: string) =>
    day === today ? t.today(slotDayLabel(day, locale)) : dayHeading(day, locale);
  return (
    <BookingSection id="booking-list" title={t.title} help={t.help}>
      {bookings.isPending ? (
        <Stack align="center" gap="sm" role="status">
          <Loader color="navy.7" aria-hidden />
          <Text>{t.loading}</Text>
        </Stack>
      ) : bookings.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{describeApiError(bookings.error, copy)}</Text>
          <RetryButton label={copy.retry} onRetry={() => void bookings.refetch()} />
        </Stack>
      ) : bookings.data.length === 0 ? (
        <Text>{t.none}</Text>
      ) : (
        byMedellinDay(bookings.data).map(({ day, items }) => (
          <Stack key={day} gap="xs" component="section" aria-labelledby={`booking-day-${day}`}>
            <Title order={4} fz="md" id={`booking-day-${day}`}>
              {dayTitle(day)}
            </Title>
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((booking) => (
                <BookingItem key={booking.id} booking={booking} />
              ))}
            </Stack>
          </Stack>
        ))
      )}
    </BookingSection>
  );
}
