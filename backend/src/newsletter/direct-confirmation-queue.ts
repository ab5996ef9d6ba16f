import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import { errorMessage } from '../common/error-message';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentService } from '../content/content.service';
import { smtpTransport } from '../notifications/email-channel';
import { singleLine } from '../notifications/notification-email';
import { composeConfirmationEmail } from './confirmation-email';
import { ConfirmationQueue } from './confirmation-queue';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

/**
 * Sends the confirmation email at once through the SMTP server the staff notifications use (SMTP_URL,
 * NOTIFY_FROM), in the background: the subscriber's answer never waits for the mail server, and a failure
 * is logged (the person can ask again the next day). Without SMTP nothing is sent.
 */
@Injectable()
export class DirectConfirmationQueue extends ConfirmationQueue implements OnModuleDestroy {
  private readonly logger = new Logger('Newsletter');
  private readonly transport?: Transporter;
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly content: ContentService,
  ) {
    super();
    this.transport = smtpTransport(config);
  }

  queueConfirmation(subscriberId: number, token: string): Promise<void> {
    const sending = this.send(subscriberId, token)
      .catch((error: unknown) =>
        this.logger.warn(`Confirmation email to subscriber ${subscriberId} failed: ${errorMessage(error)}`),
      )
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
    return Promise.resolve();
  }

  private async send(subscriberId: number, token: string): Promise<void> {
    const smtp = this.config.notify.smtp;
    if (!this.transport || !smtp) {
      this.logger.warn('Email is not configured (SMTP_URL): no confirmation email sent');
      return;
    }
    const subscriber = await this.subscribers.findOneBy({ id: subscriberId });
    // Only a pending subscriber gets a confirmation.
    if (subscriber?.status !== 'pending') return;
    const firm = this.content.snapshot().firm;
    const email = composeConfirmationEmail(subscriber, token, firm, this.config.publicUrl);
    await this.transport.sendMail({
      from: smtp.from,
      to: { name: '', address: singleLine(subscriber.email, 254) },
      replyTo: firm.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    });
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.sending]);
    this.transport?.close();
  }
}
