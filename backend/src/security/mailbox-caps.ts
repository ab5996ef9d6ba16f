import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { mailboxHash } from '../common/mailbox-key';
import { MailboxCap, type MailboxCapPurpose } from './mailbox-cap.entity';

/** At most one email of each purpose per mailbox in this long. */
export const MAILBOX_CAP_MS = 24 * 60 * 60_000;

/**
 * One email of a purpose per mailbox a day, whatever tags, dots or capitals the addresses were typed with
 * (anyone can type someone else's address). Each statement is one autocommit statement, never a transaction.
 */
@Injectable()
export class MailboxCaps {
  constructor(
    @InjectRepository(MailboxCap) private readonly caps: Repository<MailboxCap>,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the outbox row `holderId` may send this purpose's email to `email`'s mailbox: it takes the
   * mailbox's slot when the slot is free, older than MAILBOX_CAP_MS, or already its own (a retry). One
   * conditional upsert decides between servers.
   */
  async hold(purpose: MailboxCapPurpose, email: string, holderId: number): Promise<boolean> {
    const now = this.clock.now();
    const hash = mailboxHash(email);
    const { driver } = this.caps.manager.connection;
    const [sql, parameters] = driver.escapeQueryWithParameters(
      'INSERT INTO mailbox_caps (purpose, mailbox_hash, holder_id, claimed_at) VALUES (:purpose, :hash, :id, :now) ' +
        'ON CONFLICT (purpose, mailbox_hash) DO UPDATE SET holder_id = excluded.holder_id, ' +
        'claimed_at = excluded.claimed_at WHERE mailbox_caps.claimed_at <= :cutoff ' +
        'OR mailbox_caps.holder_id = excluded.holder_id',
      { purpose, hash, id: holderId, now, cutoff: new Date(now.getTime() - MAILBOX_CAP_MS) },
      {},
    );
    await this.caps.query(sql, parameters);
    const holder = await this.caps.findOneBy({ purpose, mailboxHash: hash });
    return holder?.holderId === holderId;
  }

  /** Frees the mailbox's slot at once: the person proved it is theirs (a newsletter confirmed). */
  async release(purpose: MailboxCapPurpose, email: string): Promise<void> {
    await this.caps.delete({ purpose, mailboxHash: mailboxHash(email) });
  }

  /** Forgets the slots older than the cap (they hold a hash of a mailbox); answers how many went. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - MAILBOX_CAP_MS);
    const { affected } = await this.caps.delete({ claimedAt: LessThan(cutoff) });
    return affected ?? 0;
  }
}
