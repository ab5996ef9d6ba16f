import { createHmac, hkdfSync } from 'node:crypto';

/**
 * The secret of a booking's private links (reschedule, cancel): an HMAC of its UID under a key derived from
 * SESSION_SECRET, 43 base64url characters like every other emailed secret (common/secret-token.ts). Only its
 * SHA-256 is stored, yet every later email (a move, a reminder) can name the same link again from the UID,
 * so no copy of the database names a working link.
 */
export class BookingLinks {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, 'abogados-booking', 'booking-link-v1', 32));
  }

  tokenOf(uid: string): string {
    return createHmac('sha256', this.key).update(uid).digest('base64url');
  }
}
