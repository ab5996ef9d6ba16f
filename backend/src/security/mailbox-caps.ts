import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { mailboxHash } from '../common/mailbox-key';
import { type MailboxCapPurpose } from './mailbox-cap.entity';
import { MailboxCapsRepository } from './mailbox-caps.repository';

/** At most one email of each purpose per mailbox in this long. */
export const MAILBOX_CAP_MS = 24 * 60 * 60_000;

/**
 * One email of a purpose per mailbox a day, whatever tags, dots or capitals the addresses were typed with
 * (anyone can type someone else's address). The slots are the repository's (mailbox-caps.repository.ts).
 */
@Injectable()
export class MailboxCaps {
  constructor(
    private readonly caps: MailboxCapsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the outbox row `holderId` may send this purpose's email to `email`'s mailbox: it takes the
   * mailbox's slot when the slot is free, older than MAILBOX_CAP_MS, or already its own (a retry).
   */
  hold(purpose: MailboxCapPurpose, email: string, holderId: number): Promise<boolean> {
    const now = this.clock.now();
    return this.caps.hold(purpose, mailboxHash(email), holderId, now, this.cutoff(now));
  }

  /** Frees the mailbox's slot at once: the person proved it is theirs (a newsletter confirmed). */
  release(purpose: MailboxCapPurpose, email: string): Promise<void> {
    return this.caps.release(purpose, mailboxHash(email));
  }

  /** Forgets the slots older than the cap (they hold a hash of a mailbox); answers how many went. */
  prune(): Promise<number> {
    return this.caps.prune(this.cutoff(this.clock.now()));
  }

  private cutoff(now: Date): Date {
    return new Date(now.getTime() - MAILBOX_CAP_MS);
  }
}
