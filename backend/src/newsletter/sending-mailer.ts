import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { singleLine } from '../notifications/notification-email';

/** Connecting, the greeting and any silence on the socket: an outage fails an attempt instead of hanging. */
const TIMEOUT_MS = 10_000;

/** What one newsletter email is made of. */
export interface Outgoing {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Without brackets or host: the same on every attempt of the same message. */
  messageId: string;
}

/**
 * The newsletter's SMTP transport (SMTP_URL, from NOTIFY_FROM): one pool of connections reused from one
 * email to the next, so a send to many subscribers does not open a connection per message.
 */
@Injectable()
export class NewsletterMailer implements OnModuleDestroy {
  private readonly transport?: Transporter;
  private readonly host: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.host = new URL(config.publicUrl).hostname;
    const smtp = config.notify.smtp;
    if (smtp) {
      this.transport = createTransport({
        url: smtp.url,
        pool: true,
        maxConnections: 2,
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
  async send(message: Outgoing, signal?: AbortSignal): Promise<void> {
    const smtp = this.config.notify.smtp;
    if (!this.transport || !smtp) throw new Error('email is not configured');
    const options: SendMailOptions & { signal?: AbortSignal } = {
      from: smtp.from,
      // An object, never a text nodemailer would parse: the stored address is the one recipient.
      to: { name: '', address: singleLine(message.to, 254) },
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      messageId: `<${message.messageId}@${this.host}>`,
      signal,
    };
    await this.transport.sendMail(options);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
