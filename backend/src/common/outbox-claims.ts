import { type ObjectLiteral, type Repository } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

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
