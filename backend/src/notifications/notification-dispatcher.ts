import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { ContactsService } from '../contacts/contacts.service';
import { DeliveryError, describeDeliveryError } from './delivery-error';
import { EmailChannel } from './email-channel';
import { Clock } from '../common/clock';
import { OutboxWorker } from '../common/outbox-worker';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailboxCaps } from '../security/mailbox-caps';
import { VISITOR_EMAIL_CAP_REASON } from '../security/visitor-email-limits';
import { type Notification, type NotificationChannel } from './notification.entity';
import { NotificationOutbox, type Route } from './notification-outbox.service';
import { WebhookChannel } from './webhook-channel';

/** How often the outbox is looked at besides the kicks: retries after a backoff, other servers' leftovers. */
export const POLL_MS = 2_000;
const BATCH = 10;
/** How often the mailbox caps older than a day are deleted: they hold a hash of a mailbox. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Batches per run at most, so one run always ends; the next tick goes on with what is left. */
const MAX_BATCHES = 20;

interface Channel {
  readonly configured: boolean;
  send(notification: Notification, submission: ContactSubmission, signal: AbortSignal): Promise<void>;
}

/**
 * Sends what the outbox holds: at start-up, every POLL_MS, and at once when kicked after a new request.
 * One run at a time per process (a kick during a run asks for one more); several processes share the
 * work through the outbox's claims. Only a server does this: the staff CLI boots the same modules.
 */
@Injectable()
export class NotificationDispatcher extends OutboxWorker {
  private readonly logger = new Logger('Notifications');
  private readonly channels: Record<NotificationChannel, Channel>;
  /**
   * When the expired mailbox caps were last forgotten (at the first run, then hourly, and again whenever the
   * clock is found behind it: a clock stepped back must not hold pruning off for as long as the step).
   */
  private prunedAt = 0;

  /** Every kind of notification on each channel it uses, and whether this server is set up to send it. */
  private readonly routes: Array<Route & { configured: boolean }>;

  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly mailboxCaps: MailboxCaps,
    email: EmailChannel,
    webhook: WebhookChannel,
    private readonly contacts: ContactsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() adapterHost?: HttpAdapterHost,
  ) {
    super(POLL_MS, adapterHost);
    this.channels = { email, webhook };
    this.routes = [
      { kind: 'new', channel: 'email', configured: email.configured },
      { kind: 'new', channel: 'webhook', configured: webhook.configured },
      // The prospect's acknowledgment: email only, and NOTIFY_PROSPECT=false turns it off.
      { kind: 'ack', channel: 'email', configured: email.configured && config.notify.prospect },
      { kind: 'overdue', channel: 'email', configured: email.configured },
      { kind: 'overdue', channel: 'webhook', configured: webhook.configured },
    ];
    this.intakeRoutes = this.routes.filter((route) => route.kind !== 'overdue');
    this.sendsOnIntake = this.intakeRoutes.some((route) => route.configured);
  }

  /** The routes of a new request's own rows (not the reminders), which the outbox trigger writes. */
  private readonly intakeRoutes: Array<Route & { configured: boolean }>;
  /** Whether this server sends any of them: fixed by its configuration, read after every request. */
  private readonly sendsOnIntake: boolean;

  /**
   * Before the server takes requests: the outbox trigger learns which routes this server sends, so the rows
   * of the others are stored 'skipped' at once. Should that fail, they are stored 'pending' and each run
   * skips them, as it does anyway for rows written before a server with another configuration started.
   */
  override async onApplicationBootstrap(): Promise<void> {
    if (this.serves) {
      try {
        await this.outbox.setIntakeRoutes(this.intakeRoutes);
      } catch (error) {
        this.logger.warn(`Could not record the notification routes: ${describeDeliveryError(error)}`);
      }
    }
    super.onApplicationBootstrap();
  }

  /** Whether this server sends the prospect's acknowledgment (SMTP_URL set, NOTIFY_PROSPECT not false). */
  get sendsAcknowledgments(): boolean {
    return this.routes.some((route) => route.kind === 'ack' && route.configured);
  }

  /** After a new request is stored: a run soon, unless this server sends none of its routes. */
  requestStored(): void {
    if (this.sendsOnIntake) this.kick();
  }

  protected runFailed(error: unknown): void {
    this.logger.error(`Outbox run failed: ${describeDeliveryError(error)}`);
  }

  protected async run(): Promise<void> {
    await this.outbox.addReminders();
    const now = this.clock.now().getTime();
    if (now < this.prunedAt || now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.mailboxCaps.prune();
    }
    const configured = this.routes.filter((route) => route.configured);
    await this.outbox.skip(this.routes.filter((route) => !route.configured));
    if (configured.length === 0) return;
    for (let batch = 0; batch < MAX_BATCHES && !this.stopping.signal.aborted; batch++) {
      const due = await this.outbox.due(BATCH, configured);
      const claimed: Notification[] = [];
      for (const row of due) {
        if (this.stopping.signal.aborted) break;
        const mine = await this.outbox.claim(row);
        if (mine) claimed.push(mine);
      }
      // Every claimed row is settled before the run goes on, even when one of them throws.
      const results = await Promise.allSettled(claimed.map((row) => this.deliver(row)));
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      if (due.length < BATCH) return;
    }
  }

  private async deliver(row: Notification): Promise<void> {
    // "(email, contact 7, attempt 1)" for staff's notification of a new request, "(ack email, …)" otherwise.
    const route = row.kind === 'new' ? row.channel : `${row.kind} ${row.channel}`;
    const label = `Notification ${row.id} (${route}, contact ${row.submissionId}, attempt ${row.attempts})`;
    const submission = await this.contacts.findById(row.submissionId);
    // Deleted meanwhile: its outbox rows went with it.
    if (!submission) return;
    const skipped = await this.reasonToSkip(row, submission);
    if (skipped) {
      await this.outbox.markSkipped(row, skipped);
      this.logger.log(`${label} skipped: ${skipped}`);
      return;
    }
    try {
      await this.channels[row.channel].send(row, submission, this.stopping.signal);
    } catch (error) {
      if (this.stopping.signal.aborted && !(error instanceof DeliveryError)) {
        await this.outbox.release(row);
        return;
      }
      const reason = describeDeliveryError(error);
      const outcome = await this.outbox.markFailed(row, reason);
      this.logger.warn(
        outcome.status === 'failed'
          ? `${label} failed: ${reason}; given up (the notification is more than a day old)`
          : `${label} failed: ${reason}; next attempt at ${outcome.nextAttemptAt.toISOString()}`,
      );
      return;
    }
    await this.outbox.markSent(row);
    this.logger.log(`${label} sent`);
    // The channel is back: what piled up during its outage goes now, in this run or the next.
    if ((await this.outbox.bringForward(row.channel)) > 0) this.again = true;
  }

  /**
   * Why a claimed row must not be sent after all: a reminder for a request processed since, or an
   * acknowledgment whose client address was over its cap on emails to visitors when the request came, or
   * to a mailbox that had one less than a day ago (anyone can type someone else's address, with any +tag).
   * The client's cap is read first: a withheld acknowledgment takes no mailbox's slot.
   */
  private async reasonToSkip(row: Notification, submission: ContactSubmission): Promise<string | undefined> {
    if (row.kind === 'overdue' && submission.processed) return 'processed before the reminder went out';
    if (row.kind !== 'ack') return undefined;
    if (submission.ackWithheld) return VISITOR_EMAIL_CAP_REASON;
    if (!(await this.mailboxCaps.hold('acknowledgment', submission.email, row.id))) {
      return 'this address had an acknowledgment in the last 24 hours';
    }
    return undefined;
  }
}
