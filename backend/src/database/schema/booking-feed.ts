/**
 * The staff's private calendar feed: one row (id 1) with the SHA-256 of the feed link's secret and the random
 * seed the secret is derived from (booking/booking-feed.service.ts), for the migration that makes it and the
 * repository that queries it.
 */
export const BOOKING_FEED_TABLE = 'booking_feed';
