import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import { bookingsQueryKey, type StaffBooking } from './get-bookings';

/** What a dialog about one booking gets: the booking, who and when as the list says them, and closing. */
export interface BookingDialogProps {
  booking: StaffBooking;
  who: string;
  when: string;
  onClose: () => void;
}

/** What staff do to a booking: cancel it, or move it to another free start. */
export type BookingChange = { action: 'cancel' } | { action: 'move'; start: string };

/**
 * POST /api/admin/bookings/:id/cancel or /move with the sequence the panel showed: a booking changed since
 * (by the visitor's link or another staff member) answers 409 booking.link.stale, a start just taken 409
 * booking.slot.taken. Both are emailed to the prospect by the server.
 */
export async function changeBooking(booking: StaffBooking, change: BookingChange): Promise<void> {
  const body =
    change.action === 'move'
      ? { sequence: booking.sequence, start: change.start }
      : { sequence: booking.sequence };
  await apiRequest('POST', `${bookingsQueryKey[0]}/${booking.id}/${change.action}`, body);
}

/**
 * Cancels or moves `booking`; the list is read again whether it worked or not (a 409 means it is stale). A
 * refusal stays on the mutation for the dialog that asked to explain; nothing the dialog holds is lost.
 */
export function useChangeBooking(booking: StaffBooking, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BookingChange) => changeBooking(booking, change),
    onSuccess: onDone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
