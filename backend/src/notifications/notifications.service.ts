import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { contactTarget, ContactsService } from '../contacts/contacts.service';
import { NotificationStateDto } from './dto/notification-state.dto';
import { NotificationDispatcher } from './notification-dispatcher';
import { NotificationOutbox } from './notification-outbox.repository';

/** What the staff views need from the notifications: each request's states, and staff's retry. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly dispatcher: NotificationDispatcher,
    private readonly contacts: ContactsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Each request's notification states, by kind, email before webhook; one query for all of them. A pending
   * one that no running server is set up to send says so (noSender).
   */
  async statesOf(ids: number[]): Promise<Map<number, NotificationStateDto[]>> {
    const states = new Map<number, NotificationStateDto[]>();
    for (const row of await this.outbox.ofSubmissions(ids)) {
      const noSender = row.status === 'pending' && !this.dispatcher.hasLiveSender(row);
      states.set(row.submissionId, [
        ...(states.get(row.submissionId) ?? []),
        NotificationStateDto.from(row, noSender),
      ]);
    }
    return states;
  }

  /**
   * Staff's retry: the request's failed notifications (and those waiting out a delay) are due at once and
   * the outbox runs now. A 404 when the request does not exist. Answers its states.
   */
  async retry(id: number, staff: string): Promise<NotificationStateDto[]> {
    await this.contacts.found(id);
    const requeued = await this.outbox.requeue(id);
    await this.audit.record(staff, 'notify_retry', contactTarget(id), `${requeued} notification(s) requeued`);
    this.dispatcher.kick();
    return (await this.statesOf([id])).get(id) ?? [];
  }
}
