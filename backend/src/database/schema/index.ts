// Table names and shared SQL that migrations and repositories both import (one file per domain). Keep this
// a plain list of re-exports.
export * from './bookings';
export * from './contacts';
export * from './notifications';
export * from './rate-limits';
export * from './search-text';
export * from './booking-settings';
export * from './booking-feed';
