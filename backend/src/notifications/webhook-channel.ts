import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { DeliveryError } from './delivery-error';
import { type Notification } from './notification.entity';
import { adminLink } from './notification-email';

const TIMEOUT_MS = 10_000;

/** What the webhook receives for each new request. */
export interface ContactCreatedEvent {
  event: 'contact.created';
  id: number;
  createdAt: string;
  answerBy: string;
  nombre: string;
  email: string;
  telefono: string;
  tipo_caso: string;
  mensaje: string;
  language: string | null;
  adminUrl: string;
}

/** What the webhook receives when a request is still pending at its answer-by time. */
export interface ContactOverdueEvent {
  event: 'contact.overdue';
  id: number;
  createdAt: string;
  answerBy: string;
  tipo_caso: string;
  language: string | null;
  adminUrl: string;
}

/** hex HMAC-SHA256 of "<timestamp>.<body>": the receiver checks both the body and its freshness. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The optional signed JSON POST of each new request and overdue reminder (NOTIFY_WEBHOOK_URL, NOTIFY_WEBHOOK_SECRET). */
@Injectable()
export class WebhookChannel {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  get configured(): boolean {
    return this.config.notify.webhook !== undefined;
  }

  /** Resolves on a 2xx answer; anything else (a redirect included) is a failure to retry. */
  async send(notification: Notification, submission: ContactSubmission, signal: AbortSignal): Promise<void> {
    const webhook = this.config.notify.webhook;
    if (!webhook) throw new Error('the webhook is not configured');
    const event = this.event(notification, submission);
    const body = JSON.stringify(event);
    const timestamp = String(Math.floor(this.clock.now().getTime() / 1000));
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Webhook-Id': String(notification.id),
        'X-Webhook-Timestamp': timestamp,
        'X-Webhook-Signature': `sha256=${webhookSignature(webhook.secret, timestamp, body)}`,
      },
      body,
      // A redirect could carry the request's personal data to a host nobody configured.
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
    });
    // The answer's body is of no use.
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) {
      const redirect = response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : '';
      throw new DeliveryError(`HTTP ${response.status}${redirect}`);
    }
  }

  private event(
    notification: Notification,
    submission: ContactSubmission,
  ): ContactCreatedEvent | ContactOverdueEvent {
    const common = {
      id: submission.id,
      createdAt: submission.createdAt.toISOString(),
      answerBy: (submission.answerBy ?? submission.createdAt).toISOString(),
    };
    const adminUrl = adminLink(this.config.publicUrl, submission.id);
    if (notification.kind === 'overdue') {
      return {
        event: 'contact.overdue',
        ...common,
        tipo_caso: submission.tipo_caso,
        language: submission.language,
        adminUrl,
      };
    }
    return {
      event: 'contact.created',
      ...common,
      nombre: submission.nombre,
      email: submission.email,
      telefono: submission.telefono,
      tipo_caso: submission.tipo_caso,
      mensaje: submission.mensaje,
      language: submission.language,
      adminUrl,
    };
  }
}
