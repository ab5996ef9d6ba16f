import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentService } from '../content/content.service';
import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { type Notification } from './notification.entity';
import { composeAcknowledgmentEmail } from './acknowledgment-email';
import { composeNotificationEmail, composeOverdueEmail, singleLine } from './notification-email';

/** Connecting, the greeting and any silence on the socket: an outage fails an attempt instead of hanging. */
const TIMEOUT_MS = 10_000;

/** The SMTP_URL server's transport, or none when email is not configured. */
export function smtpTransport(config: AppConfig): Transporter | undefined {
  const smtp = config.notify.smtp;
  if (!smtp) return undefined;
  return createTransport({
    url: smtp.url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
}

/** Email (SMTP_URL, NOTIFY_TO, NOTIFY_FROM): staff's notifications and the prospect's acknowledgment. */
@Injectable()
export class EmailChannel implements OnModuleDestroy {
  private readonly transport?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly content: ContentService,
  ) {
    this.transport = smtpTransport(config);
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  /** Resolves once the mail server accepted the message; rejects with nodemailer's error otherwise. */
  async send(notification: Notification, submission: ContactSubmission, signal: AbortSignal): Promise<void> {
    const smtp = this.config.notify.smtp;
    if (!this.transport || !smtp) throw new Error('email is not configured');
    const host = new URL(this.config.publicUrl).hostname;
    const options: SendMailOptions & { signal: AbortSignal } = {
      from: smtp.from,
      ...this.message(notification, submission, smtp.to),
      // The same id on every attempt: should a retry follow a delivery whose answer was lost, mail
      // clients can tell it is the same message.
      messageId: `<contact-${submission.id}.notification-${notification.id}@${host}>`,
      // nodemailer 10 accepts a signal (its types lag behind): shutdown ends an attempt at once.
      signal,
    };
    await this.transport.sendMail(options);
  }

  /** Recipients and content by kind: staff's new-request email and reminder, or the prospect's acknowledgment. */
  private message(
    notification: Notification,
    submission: ContactSubmission,
    staff: string[],
  ): SendMailOptions {
    if (notification.kind === 'ack') {
      // The firm's facts as they are now: a change staff made a minute ago is in the next email.
      const { firm, hours } = this.content.snapshot();
      const email = composeAcknowledgmentEmail(submission, firm, hours.office);
      return {
        // An object, never a text nodemailer would parse: the stored address (validated at intake) is the
        // one recipient, and nothing in it can add another or a header.
        to: { name: '', address: singleLine(submission.email, 254) },
        replyTo: firm.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // RFC 3834: an automatic message, which vacation responders and the like must not answer.
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
      };
    }
    const compose = notification.kind === 'overdue' ? composeOverdueEmail : composeNotificationEmail;
    const email = compose(submission, this.config.publicUrl);
    return { to: staff, replyTo: email.replyTo, subject: email.subject, text: email.text, html: email.html };
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
