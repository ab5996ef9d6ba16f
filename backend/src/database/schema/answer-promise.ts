import { BOOKINGS_TABLE } from './bookings';

/**
 * The 60-minute promise, as SQL on a request aliased `alias` (contact_submissions): it is overdue when it is
 * pending, its answer-by time has come and it has no active booking. A visitor who booked a meeting has had
 * the firm's answer (the time to talk), so the request is neither counted nor listed as overdue and gets no
 * overdue reminder; it stays pending until staff mark it processed, and a cancelled booking makes it overdue
 * again. The counters, the overdue filter and the reminders all read this one condition.
 */
export function overdueCondition(alias: string, now: Date): [string, Record<string, unknown>] {
  return [
    `${alias}.processed = :overduePending AND ${alias}.answer_by <= :overdueNow AND ${withoutActiveBooking(alias)}`,
    { overduePending: false, overdueNow: now },
  ];
}

/** The request `alias` has no booking that is still on. */
export const withoutActiveBooking = (alias: string): string =>
  `NOT EXISTS (SELECT 1 FROM ${BOOKINGS_TABLE} active_booking ` +
  `WHERE active_booking.submission_id = ${alias}.id AND active_booking.status = 'booked')`;
