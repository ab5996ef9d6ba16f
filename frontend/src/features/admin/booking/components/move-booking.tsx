import { Button, Chip, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { slotTimeLabel } from '@abogados/shared';
import { PendingButton } from '../../shared/components/pending-button';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { describeApiError, httpStatusOf } from '../../shared/utils/api-error';
import { type BookingDialogProps, useChangeBooking } from '../api/change-booking';
import { useSlots } from '../api/get-slots';
import { dayHeading } from '../utils/booking-days';
import { bookingRefusal } from '../utils/booking-refusal';

/**
 * Moves `booking` to a free start of its kind, chosen from what visitors are offered (GET
 * /api/booking/slots), day by day in Medellín time. A start taken meanwhile or a booking changed meanwhile
 * is explained here, the free times read again; the dialog stays open with the choice kept.
 */
export function MoveBooking({ booking, who, when, onClose }: BookingDialogProps) {
  const { copy, locale } = useStaffI18n();
  const t = copy.booking.bookings;
  const [start, setStart] = useState<string | null>(null);
  const slots = useSlots(booking.kind, true);
  const move = useChangeBooking(booking, () => {
    showAdminToast(locale, { tone: 'default', title: t.movedTitle, message: t.moved });
    onClose();
  });
  const submit = () => {
    if (!start) return;
    move.mutate(
      { action: 'move', start },
      { onError: (error) => void (httpStatusOf(error) === 409 && slots.refetch()) },
    );
  };
  const days = (slots.data ?? []).filter((day) => day.slots.length > 0);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t.moveTitle}
      centered
      size="lg"
      closeOnEscape={!move.isPending}
      closeOnClickOutside={!move.isPending}
      attributes={{ header: { role: 'none' } }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{t.moveBody(who, when)}</Text>
        {slots.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" color="navy.7" aria-hidden />
            <Text>{t.loadingSlots}</Text>
          </Group>
        ) : slots.isError ? (
          <Text c="red.8" role="alert">
            {describeApiError(slots.error, copy)}
          </Text>
        ) : days.length === 0 ? (
          <Text>{t.noSlots}</Text>
        ) : (
          <Chip.Group value={start} onChange={(value) => setStart(value)}>
            <Stack gap="sm" role="radiogroup" aria-label={t.newTime}>
              {days.map((day) => (
                <Stack key={day.day} gap={4}>
                  <Title order={4} fz="sm" id={`move-day-${day.day}`}>
                    {dayHeading(day.day, locale)}
                  </Title>
                  <Group gap="xs" role="group" aria-labelledby={`move-day-${day.day}`}>
                    {day.slots.map((slot) => (
                      <Chip key={slot.start} value={slot.start} type="radio" size="sm">
                        {slotTimeLabel(slot.start, locale)}
                      </Chip>
                    ))}
                  </Group>
                </Stack>
              ))}
            </Stack>
          </Chip.Group>
        )}
        {move.isError && (
          <Text c="red.8" role="alert">
            {bookingRefusal(move.error, copy)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            {t.close}
          </Button>
          <PendingButton
            onClick={submit}
            disabled={!start}
            pending={move.isPending}
            label={t.moveConfirm}
            pendingLabel={t.moving}
          />
        </Group>
      </Stack>
    </Modal>
  );
}
