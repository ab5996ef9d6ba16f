import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RequestBooking } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { withTab } from '../../shared/utils/panel-url';
import { formatMeetingStart } from '../utils/answer-by';
import triage from './triage.module.css';

const BOOKINGS_TAB = { search: `?${withTab(new URLSearchParams(), 'booking')}` };

/**
 * The meeting the visitor booked online for this request: "Cita agendada: miércoles 9 de diciembre, 9:00
 * a. m., En la oficina", or "Cita cancelada" once it was cancelled, with a link to the Bookings tab (where
 * staff move or cancel it).
 */
export function BookingLine({ booking }: { booking: RequestBooking }) {
  const { locale, copy } = useStaffI18n();
  const t = copy.answerBy;
  const cancelled = booking.status === 'cancelled';
  return (
    <Group gap="xs" wrap="wrap" data-booking={booking.status}>
      <Text fw={700} c={cancelled ? 'gray.8' : 'teal.9'} data-booking-text>
        {cancelled ? (
          t.bookingCancelled
        ) : (
          <>
            {t.booked}{' '}
            <time dateTime={booking.start} lang={locale}>
              {formatMeetingStart(booking.start, locale)}
            </time>
            , {booking.kindName[locale]}
          </>
        )}
      </Text>
      <Anchor component={Link} to={BOOKINGS_TAB} fz="sm" underline="always" className={triage.above}>
        {t.toBookings}
      </Anchor>
    </Group>
  );
}
