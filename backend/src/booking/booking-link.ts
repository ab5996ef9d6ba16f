import { createHmac, hkdfSync } from 'node:crypto';

/**
 * The secrets of a booking's private links (reschedule, cancel) and of the staff's calendar feed: an HMAC of
 * the booking's UID (or the feed's stored random seed) under a key derived from SESSION_SECRET, 43 base64url
 * characters like every other emailed secret (common/secret-token.ts). Only their SHA-256 is stored, yet
 * every later email (a move, a reminder) can name the same link again from the UID, and the panel the feed's
 * link from its seed, so no copy of the database names a working link.
 */
export class BookingLinks {
  private readonly key: Buffer;
  private readonly feedKey: Buffer;

  constructor(sessionSecret: string) {
    this.key = derive(sessionSecret, 'booking-link-v1');
    this.feedKey = derive(sessionSecret, 'booking-feed-v1');
  }

  tokenOf(uid: string): string {
    return createHmac('sha256', this.key).update(uid).digest('base64url');
  }

  feedTokenOf(seed: string): string {
    return createHmac('sha256', this.feedKey).update(seed).digest('base64url');
  }
}

function derive(sessionSecret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'abogados-booking', info, 32));
}
