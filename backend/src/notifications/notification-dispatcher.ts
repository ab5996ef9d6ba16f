import { randomUUID } from 'node:crypto';
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
import { type IntakeRoute } from '../database/schema';
import { NotificationOutbox, type Route } from './notification-outbox.repository';
import { type Sender, NotificationSendersRepository } from './notification-senders.repository';
import { WebhookChannel } from './webhook-channel';

/** How often the outbox is looked at besides the kicks: retries after a backoff, other servers' leftovers. */
export const POLL_MS = 2_000;
const BATCH = 10;
/** How often the mailbox caps older than a day are deleted: they hold a hash of a mailbox. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Batches per run at most, so one run always ends; the next tick goes on with what is left. */
const MAX_BATCHES = 20;
/** How often a server tells the fleet which routes it sends, and reads what the others say. */
export const HEARTBEAT_MS = 30_000;
/** A server heard from within this long is running: when none of those sends a route, the panel says so. */
export const LIVE_MS = 3 * HEARTBEAT_MS;
/**
 * A sender is part of the fleet this long after its last heartbeat: a request's rows are written 'pending'
 * for every route one of them sends, so a server down for a while (a deploy, a crash) still sends them when
 * it is back. After that its routes are forgotten, and rows of a route no server sends are stored 'skipped'.
 */
export const SENDER_KEPT_MS = 7 * 24 * 60 * 60_000;
/** The routes of a new request's own rows, in the order staff see them. */
const INTAKE_ROUTES: readonly Route[] = [
  { kind: 'new', channel: 'email' },
  { kind: 'new', channel: 'webhook' },
  { kind: 'ack', channel: 'email' },
];
const sameRoute = (a: Route, b: { kind: string; channel: string }) =>
  a.kind === b.kind && a.channel === b.channel;

interface Channel {
  readonly configured: boolean;
  send(notification: Notification, submission: ContactSubmission, signal: AbortSignal): Promise<void>;
}

/**
 * Sends what the outbox holds: at start-up, every POLL_MS, and at once when kicked after a new request.
 * One run at a time per process (a kick during a run asks for one more); several processes share the
 * work through the outbox's claims, and each claims only rows of the routes it is set up to send: the rest
 * wait for a server that is. Every HEARTBEAT_MS it tells the fleet its routes (notification_senders) and
 * reads theirs, which decides the routes a new request's rows are written for (intakeRoutes). Only a server
 * does this: the staff CLI boots the same modules.
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

  /** The routes this server is set up to send: every kind of notification on each channel it uses. */
  private readonly own: Route[];
  /** This server in notification_senders. */
  private readonly instance = randomUUID();
  /** The fleet's senders as last read (this one included once it has beaten), and when that was. */
  private fleet: Sender[] = [];
  private beatAt?: number;
  /** What the fleet sends, worked out once per heartbeat: a new request's rows, and the reminders' channels. */
  private intake: IntakeRoute[] = [];
  private reminderChannels: NotificationChannel[] = [];

  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly senders: NotificationSendersRepository,
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
    const routes = [
      { kind: 'new', channel: 'email', configured: email.configured },
      { kind: 'new', channel: 'webhook', configured: webhook.configured },
      // The prospect's acknowledgment: email only, and NOTIFY_PROSPECT=false turns it off.
      { kind: 'ack', channel: 'email', configured: email.configured && config.notify.prospect },
      { kind: 'overdue', channel: 'email', configured: email.configured },
      { kind: 'overdue', channel: 'webhook', configured: webhook.configured },
    ] as const;
    this.own = routes.filter((route) => route.configured).map(({ kind, channel }) => ({ kind, channel }));
    this.heard([]);
  }

  /** Before the server takes requests: the fleet hears of this server, and this server of the fleet. */
  override async onApplicationBootstrap(): Promise<void> {
    if (this.serves) {
      try {
        await this.heartbeat();
      } catch (error) {
        // Its own routes are known without the table; the others' come with the next heartbeat.
        this.logger.warn(`Could not read the notification senders: ${describeDeliveryError(error)}`);
      }
    }
    super.onApplicationBootstrap();
  }

  /**
   * The rows a new request gets, one per route: 'pending' when this server or one the fleet has heard from
   * within SENDER_KEPT_MS sends the route (whichever server takes the request), 'skipped' when none does.
   */
  intakeRoutes(): IntakeRoute[] {
    return this.intake;
  }

  /** Whether a server heard from within LIVE_MS (or this one) sends the route: if not, its rows wait. */
  hasLiveSender(route: Route): boolean {
    const since = this.clock.now().getTime() - LIVE_MS;
    return this.sentBy(
      route,
      this.fleet.filter((sender) => sender.seenAt.getTime() >= since),
    );
  }

  private sentBy(route: Route, senders: readonly Sender[]): boolean {
    return (
      this.own.some((mine) => sameRoute(mine, route)) ||
      senders.some((sender) => sender.routes.some((theirs) => sameRoute(route, theirs)))
    );
  }

  /** Tells the fleet this server's routes, forgets senders long gone, and reads who sends what. */
  private async heartbeat(): Promise<void> {
    const now = this.clock.now();
    this.beatAt = now.getTime();
    await this.senders.beat(this.instance, this.own, now);
    await this.senders.forget(new Date(now.getTime() - SENDER_KEPT_MS));
    this.heard(await this.senders.all());
  }

  /** The fleet as just read, and what follows from it (with this server's own routes). */
  private heard(fleet: Sender[]): void {
    this.fleet = fleet;
    this.intake = INTAKE_ROUTES.map((route) => ({
      ...route,
      status: this.sentBy(route, fleet) ? 'pending' : 'skipped',
    }));
    this.reminderChannels = (['email', 'webhook'] as const).filter((channel) =>
      this.sentBy({ kind: 'overdue', channel }, fleet),
    );
  }

  /** Whether the prospect's acknowledgment is sent (SMTP_URL and NOTIFY_PROSPECT on some server). */
  get sendsAcknowledgments(): boolean {
    return this.intake.some((route) => route.kind === 'ack' && route.status === 'pending');
  }

  /**
   * A request reopened by staff: when it is past its answer-by time, its reminder goes now, however late it
   * is and even when it was held back because the request was processed, unless one went out already.
   * Before that time the run's sweep adds it when the time comes.
   */
  async reopened(submissionId: number): Promise<void> {
    await this.outbox.remindNow(submissionId, this.reminderChannels);
    this.kick();
  }

  /** After a new request is stored: a run soon, unless this server sends none of its routes. */
  requestStored(): void {
    if (this.own.some((route) => route.kind !== 'overdue')) this.kick();
  }

  protected runFailed(error: unknown): void {
    this.logger.error(`Outbox run failed: ${describeDeliveryError(error)}`);
  }

  protected async run(): Promise<void> {
    const now = this.clock.now().getTime();
    // Again at once when the clock is found behind the last beat (a clock stepped back).
    if (this.beatAt === undefined || now < this.beatAt || now - this.beatAt >= HEARTBEAT_MS) {
      await this.heartbeat();
    }
    await this.outbox.addReminders(this.reminderChannels);
    if (now < this.prunedAt || now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.mailboxCaps.prune();
    }
    if (this.own.length === 0) return;
    for (let batch = 0; batch < MAX_BATCHES && !this.stopping.signal.aborted; batch++) {
      const due = await this.outbox.due(BATCH, this.own);
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
   * Why a claimed row must not be sent after all: a reminder for a request processed (or booked) since, or an
   * acknowledgment whose client address was over its cap on emails to visitors when the request came, or
   * to a mailbox that had one less than a day ago (anyone can type someone else's address, with any +tag).
   * The client's cap is read first: a withheld acknowledgment takes no mailbox's slot.
   */
  private async reasonToSkip(row: Notification, submission: ContactSubmission): Promise<string | undefined> {
    if (row.kind === 'overdue' && submission.processed) return 'processed before the reminder went out';
    if (row.kind === 'overdue' && !(await this.contacts.isOverdue(submission.id)))
      return 'booked before the reminder went out';
    if (row.kind !== 'ack') return undefined;
    if (submission.ackWithheld) return VISITOR_EMAIL_CAP_REASON;
    if (!(await this.mailboxCaps.hold('acknowledgment', submission.email, row.id))) {
      return 'this address had an acknowledgment in the last 24 hours';
    }
    return undefined;
  }
}
