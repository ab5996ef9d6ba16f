// The Bookings tab: the availability staff set for the online booking of the free consultation.
export { BookingTab } from './components/booking-tab';
