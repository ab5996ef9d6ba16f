import { Text } from '@mantine/core';
import { ConfirmModal } from '../../shared/components/confirm-modal';
import { showAdminToast } from '../../shared/hooks/admin-toast';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { type BookingDialogProps, useChangeBooking } from '../api/change-booking';
import { bookingRefusal } from '../utils/booking-refusal';

/** Asks before cancelling `booking`; a refusal (it changed meanwhile) is explained in the dialog. */
export function CancelBooking({ booking, who, when, onClose }: BookingDialogProps) {
  const { copy, locale } = useStaffI18n();
  const t = copy.booking.bookings;
  const cancel = useChangeBooking(booking, () => {
    showAdminToast(locale, { tone: 'default', title: t.cancelledTitle, message: t.cancelled });
    onClose();
  });
  return (
    <ConfirmModal
      opened
      title={t.cancelTitle}
      confirmLabel={t.cancelConfirm}
      cancelLabel={t.keep}
      pendingLabel={t.cancelling}
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate({ action: 'cancel' })}
      onCancel={onClose}
    >
      {/* The dialog puts its words in one paragraph: the refusal is a line of it. */}
      {t.cancelBody(who, when)}
      {cancel.isError && (
        <Text component="span" display="block" mt="sm" c="red.8" role="alert">
          {bookingRefusal(cancel.error, copy)}
        </Text>
      )}
    </ConfirmModal>
  );
}
