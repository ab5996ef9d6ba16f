import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type SendMailOptions, type Transporter } from 'nodemailer';
import { Clock } from '../common/clock';
import { LOCK_MS, retryDelayMs } from '../common/outbox-claims';
import { OutboxWorker } from '../common/outbox-worker';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentService } from '../content/content.service';
import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { ContactsService } from '../contacts/contacts.service';
import { DeliveryError, describeDeliveryError } from '../notifications/delivery-error';
import { smtpTransport } from '../notifications/email-channel';
import { singleLine } from '../notifications/notification-email';
import { type Booking } from './booking.entity';
import { type BookingEmailKind, composeBookingEmail } from './booking-email';
import { BOOKING_EMAIL_CAP_REASON, BookingEmailLimits } from './booking-email-limits';
import { BookingLinks } from './booking-link';
import { invitation } from './invitation';
import { BookingSettingsService } from './booking-settings.service';
import { BookingsRepository, type ReminderKind } from './bookings.repository';

/** How often due emails and reminders are looked for besides the wakes after a write. */
export const BOOKING_MAIL_POLL_MS = 5_000;
const BATCH = 10;
/** Batches per run at most, so one run always ends; the next tick goes on with what is left. */
const MAX_BATCHES = 20;
/** The reminders, each this many minutes before the start; the nearer first (it wins over a late day one). */
export const REMINDER_LEADS: ReadonlyArray<readonly [ReminderKind, number]> = [
  ['hour', 60],
  ['day', 24 * 60],
];
const MINUTE_MS = 60_000;

/**
 * Sends the prospect every email of a booking: the invitation when booked, again on each move (METHOD:REQUEST,
 * same UID, the booking's SEQUENCE), the cancellation (METHOD:CANCEL), and the reminders 24 hours and 1 hour
 * before. The bookings table is the outbox: a booking's email is owed while its sequence is not mailed, so
 * it is owed in the very statement that books, moves or cancels; a server claims due bookings with one
 * UPDATE (BookingsRepository.claimMail) and sends the state it claimed, so quick changes go out as one email
 * telling the latest. A failure waits out a backoff; a reminder is claimed by the UPDATE that marks it, so
 * it goes at most once whichever servers run. Only a server with SMTP works it.
 */
@Injectable()
export class BookingMailer extends OutboxWorker {
  private readonly logger = new Logger('BookingMail');
  private readonly transport?: Transporter;
  private readonly links: BookingLinks;

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly settings: BookingSettingsService,
    private readonly contacts: ContactsService,
    private readonly content: ContentService,
    private readonly limits: BookingEmailLimits,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() adapterHost?: HttpAdapterHost,
  ) {
    super(BOOKING_MAIL_POLL_MS, adapterHost);
    this.transport = smtpTransport(config);
    this.links = new BookingLinks(config.sessionSecret);
  }

  /** A server without SMTP claims nothing: the emails wait for one that can send them. */
  protected override get serves(): boolean {
    return super.serves && this.transport !== undefined;
  }

  /** After a booking is made, moved or cancelled: its email soon (never throws, never waits); answers it. */
  woken<T>(booking: T): T {
    this.kick();
    return booking;
  }

  protected runFailed(error: unknown): void {
    this.logger.error(`Booking mail run failed: ${describeDeliveryError(error)}`);
  }

  protected async run(): Promise<void> {
    for (let batch = 0; batch < MAX_BATCHES && !this.stopping.signal.aborted; batch++) {
      const now = this.clock.now();
      const claimed = await this.bookings.claimMail(now, new Date(now.getTime() + LOCK_MS), BATCH);
      // Every claimed booking is settled before the run goes on, even when one of them throws.
      const results = await Promise.allSettled(claimed.map((booking) => this.deliver(booking)));
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      if (claimed.length < BATCH) break;
    }
    await this.remind();
  }

  /** The owed email of a claimed booking: sent, waiting for its mailbox's cap, or retried after a backoff. */
  private async deliver(booking: Booking): Promise<void> {
    const kind: BookingEmailKind =
      booking.status === 'cancelled' ? 'cancelled' : booking.sequence === 0 ? 'booked' : 'moved';
    const label = `Booking ${booking.id} (${kind}, sequence ${booking.sequence}, attempt ${booking.mailAttempts + 1})`;
    const now = this.clock.now();
    const submission = await this.recipientOf(booking);
    const moot = !submission
      ? 'no request to send it to'
      : booking.startAt.getTime() <= now.getTime()
        ? 'the meeting had begun'
        : undefined;
    if (moot || !submission) {
      await this.bookings.mailDone(booking, moot ?? null);
      this.logger.log(`${label} not sent: ${moot}`);
      return;
    }
    let capped: { retryAfterMs: number } | undefined;
    try {
      capped = await this.limits.sending(submission.email, () => this.send(booking, kind, submission));
    } catch (error) {
      await this.failed(booking, label, error);
      return;
    }
    if (capped) {
      const at = new Date(now.getTime() + capped.retryAfterMs);
      await this.bookings.mailLater(booking, at, BOOKING_EMAIL_CAP_REASON, false);
      this.logger.log(`${label} waits until ${at.toISOString()}: ${BOOKING_EMAIL_CAP_REASON}`);
      return;
    }
    await this.bookings.mailDone(booking, null);
    this.logger.log(`${label} sent`);
  }

  /** A failed attempt waits out its backoff; one cut short by shutdown never happened (due again at once). */
  private async failed(booking: Booking, label: string, error: unknown): Promise<void> {
    const now = this.clock.now();
    if (this.stopping.signal.aborted && !(error instanceof DeliveryError)) {
      await this.bookings.mailLater(booking, now, null, false);
      return;
    }
    const reason = describeDeliveryError(error);
    const next = new Date(now.getTime() + retryDelayMs(booking.mailAttempts + 1));
    await this.bookings.mailLater(booking, next, reason, true);
    this.logger.warn(`${label} failed: ${reason}; next attempt at ${next.toISOString()}`);
  }

  /**
   * Claims and sends the reminders due now. One is left out when the booking was made or moved later than
   * its lead before the start (its invitation just told the time), and the day's when the hour's is due
   * too; a failed one is given back, for the next run.
   */
  private async remind(): Promise<void> {
    for (const [kind, lead] of REMINDER_LEADS) {
      if (this.stopping.signal.aborted) return;
      const now = this.clock.now();
      for (const booking of await this.bookings.claimReminder(kind, now, lead)) {
        const start = booking.startAt.getTime();
        const late = booking.updatedAt.getTime() > start - lead * MINUTE_MS;
        const nearer = REMINDER_LEADS.some(
          ([, other]) => other < lead && start - now.getTime() <= other * MINUTE_MS,
        );
        const submission = late || nearer ? null : await this.recipientOf(booking);
        if (!submission) continue;
        const label = `Booking ${booking.id} (${kind} reminder)`;
        try {
          const capped = await this.limits.sending(submission.email, () =>
            this.send(booking, kind, submission),
          );
          this.logger.log(capped ? `${label} not sent: ${BOOKING_EMAIL_CAP_REASON}` : `${label} sent`);
        } catch (error) {
          await this.bookings.releaseReminder(kind, booking);
          this.logger.warn(`${label} failed: ${describeDeliveryError(error)}; tried again on the next run`);
        }
      }
    }
  }

  /** The request whose address the booking's emails go to (none: nothing is sent). */
  private async recipientOf(booking: Booking): Promise<ContactSubmission | null> {
    return booking.submissionId === null ? null : this.contacts.findById(booking.submissionId);
  }

  /** Resolves once the mail server accepted the email; rejects with nodemailer's error otherwise. */
  private async send(booking: Booking, kind: BookingEmailKind, submission: ContactSubmission): Promise<void> {
    const smtp = this.config.notify.smtp;
    if (!this.transport || !smtp) throw new Error('email is not configured');
    const { firm } = this.content.snapshot();
    const language = booking.language;
    const meetingKind = (await this.settings.current()).kinds.find(
      (candidate) => candidate.id === booking.kindId,
    );
    const site = this.config.publicUrl.replace(/\/$/, '');
    const token = this.links.tokenOf(booking.uid);
    const address = singleLine(submission.email, 254);
    const email = composeBookingEmail(
      {
        kind,
        language,
        uid: booking.uid,
        sequence: booking.sequence,
        start: booking.startAt,
        end: booking.endAt,
        kindName: meetingKind?.name[language] ?? (language === 'es' ? 'Consulta' : 'Consultation'),
        place: booking.place,
        videoUrl: meetingKind?.videoUrl ?? null,
        phone: singleLine(submission.telefono, 30),
        manageUrl:
          booking.status === 'cancelled'
            ? null
            : language === 'es'
              ? `${site}/agendar/gestionar/${token}`
              : `${site}/en/book/manage/${token}`,
        bookUrl: language === 'es' ? `${site}/agendar` : `${site}/en/book`,
        email: address,
        stamp: this.clock.now(),
      },
      firm,
    );
    const host = new URL(this.config.publicUrl).hostname;
    const options: SendMailOptions & { signal: AbortSignal } = {
      from: smtp.from,
      // An object, never a text nodemailer would parse: the stored address is the one recipient.
      to: { name: '', address },
      replyTo: firm.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      // The same id on every attempt at one version: a retry after a lost answer reads as the same message.
      messageId: `<booking-${booking.id}.${kind}-${booking.sequence}@${host}>`,
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
      // nodemailer 10 accepts a signal (its types lag behind): shutdown ends an attempt at once.
      signal: this.stopping.signal,
    };
    if (email.calendar) {
      const content = invitation({
        ...email.calendar,
        // The firm organizes; the attendee is the address alone: a name a visitor typed is never in it.
        organizer: { name: firm.name, email: firm.email },
        attendee: { name: address, email: address },
      });
      // Both the text/calendar alternative (method=…) and the .ics attachment.
      options.icalEvent = {
        method: email.calendar.method,
        filename: email.calendar.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
        content,
      };
    }
    await this.transport.sendMail(options);
  }

  override async onModuleDestroy(): Promise<void> {
    await super.onModuleDestroy();
    this.transport?.close();
  }
}
