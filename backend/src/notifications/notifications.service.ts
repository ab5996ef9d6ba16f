import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { contactTarget, ContactsService } from '../contacts/contacts.service';
import { type EmailStatusDto, type SiteEmail } from './dto/email-status.dto';
import { NotificationStateDto } from './dto/notification-state.dto';
import { NotificationDispatcher } from './notification-dispatcher';
import { type NotificationKind } from './notification.entity';
import { NotificationOutbox } from './notification-outbox.repository';

/** What the staff views need from the notifications: each request's states, and staff's retry. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly dispatcher: NotificationDispatcher,
    private readonly contacts: ContactsService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Which of the site's emails no running server sends. The request emails are the fleet's (a live sender
   * of the route); the newsletter's are this server's (its SMTP_URL). Email counts as set up when this
   * server or a live one sends staff's alerts.
   */
  emailStatus(): EmailStatusDto {
    const sent = (kind: NotificationKind) => this.dispatcher.hasLiveSender({ kind, channel: 'email' });
    const smtp = this.config.notify.smtp !== undefined;
    const unsent: SiteEmail[] = [];
    if (!sent('new')) unsent.push('staff-alerts');
    if (!sent('ack')) unsent.push('acknowledgments');
    if (!sent('overdue')) unsent.push('reminders');
    if (!smtp) unsent.push('newsletter');
    return { configured: smtp || sent('new'), unsent };
  }

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

  /** Staff reopened a processed request: its overdue reminder, if it is late, goes now (see the dispatcher). */
  reopened(id: number): Promise<void> {
    return this.dispatcher.reopened(id);
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
