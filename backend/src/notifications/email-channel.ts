import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { type Notification } from './notification.entity';
import { composeNotificationEmail } from './notification-email';

/** Connecting, the greeting and any silence on the socket: an outage fails an attempt instead of hanging. */
const TIMEOUT_MS = 10_000;

/** The staff notification by email (SMTP_URL, NOTIFY_TO, NOTIFY_FROM). */
@Injectable()
export class EmailChannel implements OnModuleDestroy {
  private readonly transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const smtp = config.notify.smtp;
    if (smtp) {
      this.transport = createTransport({
        url: smtp.url,
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      });
    }
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  /** Resolves once the mail server accepted the message; rejects with nodemailer's error otherwise. */
  async send(notification: Notification, submission: ContactSubmission, signal: AbortSignal): Promise<void> {
    const smtp = this.config.notify.smtp;
    if (!this.transport || !smtp) throw new Error('email is not configured');
    const email = composeNotificationEmail(submission, this.config.publicUrl);
    const host = new URL(this.config.publicUrl).hostname;
    const options: SendMailOptions & { signal: AbortSignal } = {
      from: smtp.from,
      to: smtp.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      // The same id on every attempt: should a retry follow a delivery whose answer was lost, mail
      // clients can tell it is the same message.
      messageId: `<contact-${submission.id}.notification-${notification.id}@${host}>`,
      // nodemailer 10 accepts a signal (its types lag behind): shutdown ends an attempt at once.
      signal,
    };
    await this.transport.sendMail(options);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
