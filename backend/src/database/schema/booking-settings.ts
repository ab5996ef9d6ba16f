/**
 * The booking availability staff set: one row (id 1) with the availability as JSON text and its version,
 * written once here for the migration that makes it and the repository that queries it.
 */
export const BOOKING_SETTINGS_TABLE = 'booking_settings';
