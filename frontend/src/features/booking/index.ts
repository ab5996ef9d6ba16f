export { BookingFlow } from './booking-flow';
export { BookingConfirmation, LinkProblem } from './booking-confirmation';
export { ManageBooking } from './manage-booking';
export { bookingCopy } from './booking-copy';
export { InitialBookingState, loadConfirmedState, useBookingQuery, useBookingState } from './booking-state';
