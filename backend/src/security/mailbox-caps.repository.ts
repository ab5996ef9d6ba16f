import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { MailboxCap, type MailboxCapPurpose } from './mailbox-cap.entity';

/** The mailbox caps' queries, one SQL for both engines; each one autocommit statement, never a transaction. */
@Injectable()
export class MailboxCapsRepository {
  constructor(@InjectRepository(MailboxCap) private readonly caps: Repository<MailboxCap>) {}

  /**
   * Gives the mailbox's slot to `holderId` when the slot is free, claimed at or before `cutoff`, or already
   * its own (a retry), at `now`: one conditional upsert decides between servers. True when it holds it.
   */
  async hold(
    purpose: MailboxCapPurpose,
    mailboxHash: string,
    holderId: number,
    now: Date,
    cutoff: Date,
  ): Promise<boolean> {
    const { driver } = this.caps.manager.connection;
    const [sql, parameters] = driver.escapeQueryWithParameters(
      'INSERT INTO mailbox_caps (purpose, mailbox_hash, holder_id, claimed_at) VALUES (:purpose, :hash, :id, :now) ' +
        'ON CONFLICT (purpose, mailbox_hash) DO UPDATE SET holder_id = excluded.holder_id, ' +
        'claimed_at = excluded.claimed_at WHERE mailbox_caps.claimed_at <= :cutoff ' +
        'OR mailbox_caps.holder_id = excluded.holder_id',
      { purpose, hash: mailboxHash, id: holderId, now, cutoff },
      {},
    );
    await this.caps.query(sql, parameters);
    const holder = await this.caps.findOneBy({ purpose, mailboxHash });
    return holder?.holderId === holderId;
  }

  async release(purpose: MailboxCapPurpose, mailboxHash: string): Promise<void> {
    await this.caps.delete({ purpose, mailboxHash });
  }

  /** Deletes the slots claimed before `cutoff`; answers how many. */
  async prune(cutoff: Date): Promise<number> {
    const { affected } = await this.caps.delete({ claimedAt: LessThan(cutoff) });
    return affected ?? 0;
  }
}
