import { httpFailureOf } from '../../../../lib/http-error';
import type { AdminCopy } from '../../shared/i18n/admin-copy';
import { describeApiError } from '../../shared/utils/api-error';

/**
 * Why a cancel or a move was refused, in the panel's words: a booking changed meanwhile (409
 * booking.link.stale), a start just taken or a full day (409 booking.slot.taken / cap) explained with what to
 * do; anything else as every staff action says it.
 */
export function bookingRefusal(error: unknown, copy: AdminCopy): string {
  const { code } = (httpFailureOf(error)?.json ?? {}) as { code?: unknown };
  const { refusals } = copy.booking.bookings;
  if (typeof code === 'string' && Object.hasOwn(refusals, code)) return refusals[code];
  return describeApiError(error, copy);
}
