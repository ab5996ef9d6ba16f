import type { ContactSubmission } from '../../../../lib/api/endpoints';
import { AnswerByLine } from './answer-by-line';
import { BookingLine } from './booking-line';

/**
 * Where a request stands with the 60-minute promise. A meeting booked online is the firm's answer: the
 * request shows it instead of its answer-by time, and is never overdue (the API's counters, filter and
 * reminders go by the same rule). Once the meeting is cancelled it says so, and a pending request's
 * answer-by time is back. `compact` is a list row's.
 */
export function AnswerPromise({
  contact,
  compact = false,
}: {
  contact: ContactSubmission;
  compact?: boolean;
}) {
  const { booking } = contact;
  const answered = booking?.status === 'booked';
  return (
    <>
      {booking && <BookingLine booking={booking} />}
      {!contact.processed && !answered && <AnswerByLine answerBy={contact.answerBy} compact={compact} />}
    </>
  );
}
