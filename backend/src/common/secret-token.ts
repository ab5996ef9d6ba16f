import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets the product puts in links it emails (a newsletter's confirmation, unsubscribe and preferences
 * links): 32 random bytes, base64url (43 characters). Only their SHA-256 is stored, so a copy of the
 * database names no working link; 256 random bits need no salt nor a slow hash. hashToken() also keys
 * sessions, recovery codes (80 random bits) and the counted mailboxes.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a secret: what the database keeps and looks it up by. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a link's secret may look like; anything else is unknown without a look at the database. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const isSecretShaped = (token: unknown): token is string =>
  typeof token === 'string' && SECRET_SHAPE.test(token);
