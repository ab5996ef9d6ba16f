/** The fixed-window counters every server instance shares (bucket, hits, resets_at in ms since the epoch). */
export const RATE_LIMITS_TABLE = 'rate_limits';
