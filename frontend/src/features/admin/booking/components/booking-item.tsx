import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { slotTimeLabel } from '@abogados/shared';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { OPENED_IN_PANEL } from '../../shared/utils/panel-url';
import type { StaffBooking } from '../api/get-bookings';
import { CancelBooking } from './cancel-booking';
import { MoveBooking } from './move-booking';

/**
 * One booking of the list: its time in Medellín, the person and a link to their request in Requests, the
 * kind and where it is, its status; a booked one can be moved or cancelled (each asks first).
 */
export function BookingItem({ booking }: { booking: StaffBooking }) {
  const { copy, locale } = useStaffI18n();
  const t = copy.booking.bookings;
  const [asking, setAsking] = useState<'move' | 'cancel' | null>(null);
  const time = t.time(slotTimeLabel(booking.start, locale), slotTimeLabel(booking.end, locale));
  const person = booking.submission?.nombre ?? t.someone;
  const headingId = `booking-${booking.id}`;
  const cancelled = booking.status === 'cancelled';
  const close = () => setAsking(null);
  const kind = booking.kindName[locale];
  const where = copy.booking.places[booking.place];
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={headingId}
      data-booking-id={booking.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={headingId} td={cancelled ? 'line-through' : undefined}>
            {time} · {person}
          </Text>
          <Badge color={cancelled ? 'gray.7' : 'teal.8'} variant={cancelled ? 'outline' : 'filled'}>
            {t.status[booking.status]}
          </Badge>
        </Group>
        <Text fz="sm">
          {/* Where, unless the kind's name says it already ("Phone call"). */}
          {kind === where ? kind : `${kind} · ${where}`}
        </Text>
        {booking.submission ? (
          <Anchor
            component={Link}
            to={{ search: `?contact=${booking.submission.id}` }}
            state={OPENED_IN_PANEL}
            fz="sm"
            underline="always"
          >
            {t.request(booking.submission.nombre)}
          </Anchor>
        ) : (
          <Text fz="sm" c="gray.7">
            {t.noRequest}
          </Text>
        )}
        {!cancelled && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="outline"
              aria-label={t.moveOf(person)}
              onClick={() => setAsking('move')}
            >
              {t.move}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red.8"
              aria-label={t.cancelOf(person)}
              onClick={() => setAsking('cancel')}
            >
              {t.cancel}
            </Button>
          </Group>
        )}
      </Stack>
      {asking === 'move' && <MoveBooking booking={booking} who={person} when={time} onClose={close} />}
      {asking === 'cancel' && <CancelBooking booking={booking} who={person} when={time} onClose={close} />}
    </Paper>
  );
}
