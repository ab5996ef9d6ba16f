import { type ObjectLiteral, type Repository } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

// What the two outboxes (staff notifications, newsletter messages) share: how long a claim holds, when a
// row is given up on, the retry delays, the due condition, and how a claimed row is settled.

/** How long a claimed row is a server's own: far longer than an attempt (10 s timeouts) can last. */
export const LOCK_MS = 2 * 60_000;
/** A notification this old is no longer worth sending: its failed row is given up on. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/**
 * A minute at most between attempts: an outage's backlog goes out within a minute of the recovery even when
 * no new request arrives to show it (when one does, markSent brings the backlog forward at once).
 */
const MAX_RETRY_DELAY_MS = 60_000;

/** 5 s after the first failed attempt, then 10 s, 20 s, 40 s, then every minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** A row waiting for its time, or one whose server stopped (or crashed) while sending it. */
export const DUE =
  "((status = 'pending' AND next_attempt_at <= :now) OR (status = 'sending' AND locked_until < :now))";

/** An outbox row as its claim knows it. */
export interface ClaimedRow {
  id: number;
  attempts: number;
}

/**
 * Writes `changes` to a claimed outbox row only while it is still this claim's ('sending', with the
 * attempt count the claim set): a server that overran its lock changes nothing. Answers whether it did.
 */
export async function settleClaim<T extends ObjectLiteral & ClaimedRow>(
  rows: Repository<T>,
  claimed: ClaimedRow,
  changes: QueryDeepPartialEntity<T>,
): Promise<boolean> {
  const result = await rows
    .createQueryBuilder()
    .update(rows.target)
    .set(changes)
    .where("id = :id AND status = 'sending' AND attempts = :attempts", {
      id: claimed.id,
      attempts: claimed.attempts,
    })
    .execute();
  return result.affected === 1;
}
