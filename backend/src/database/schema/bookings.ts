/**
 * The consultation bookings: one row per meeting a visitor booked, and one row per Medellín day that some
 * booking write has locked (the row whose lock serializes the writes that could fill that day).
 */
export const BOOKINGS_TABLE = 'bookings';
export const BOOKING_DAYS_TABLE = 'booking_days';
