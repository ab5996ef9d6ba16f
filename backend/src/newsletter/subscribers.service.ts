import { Injectable, NotFoundException } from '@nestjs/common';
import { type Response } from 'express';
import { AuditService, maskEmail } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { firmDayOf } from '../common/firm-time';
import { CSV_BOM, csvLine } from '../contacts/csv';
import {
  type SubscriberCountsDto,
  type SubscriberDto,
  type SubscriberEventDto,
  type SubscriberFilterDto,
  type SubscriberListDto,
  type SubscriptionRecordDto,
} from './dto/subscribers.dto';
import { type NewsletterSubscriber, SUBSCRIBER_STATUSES } from './newsletter-subscriber.entity';
import { type SubscriberEvent } from './subscriber-event.entity';
import { SubscribersRepository } from './subscribers.repository';
import { SubscriberEventsRepository } from './subscriber-events.repository';
import { SubscriptionsService } from './subscriptions.service';

export const SUBSCRIBERS_CSV_HEADER = [
  'id',
  'email',
  'idioma',
  'estado',
  'solicitado',
  'confirmado',
  'politica_version',
  'baja',
  'historial',
];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const eventView = (event: SubscriberEvent): SubscriberEventDto => ({
  event: event.event,
  at: event.at.toISOString(),
  requestedAt: iso(event.requestedAt),
  privacyPolicyVersion: event.privacyPolicyVersion,
  consentText: event.consentText,
  consentLanguage: event.consentLanguage,
});

/** The history in one CSV cell: "confirmada 2026-01-05T14:00:00.000Z (1.1); baja 2026-03-02T09:12:00.000Z". */
const historyCell = (events: SubscriberEvent[]) =>
  events
    .map((event) =>
      event.event === 'confirmed'
        ? `confirmada ${event.at.toISOString()} (${event.privacyPolicyVersion ?? '?'})`
        : `baja ${event.at.toISOString()}`,
    )
    .join('; ');

export function subscriberView(row: NewsletterSubscriber, history: SubscriberEvent[]): SubscriberDto {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
    history: history.map(eventView),
  };
}

export function subscriptionRecord(
  row: NewsletterSubscriber,
  history: SubscriberEvent[],
): SubscriptionRecordDto {
  return {
    email: row.email,
    language: row.language,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    privacyPolicyVersion: row.privacyPolicyVersion,
    consentText: row.consentText,
    consentLanguage: row.consentLanguage,
    unsubscribedAt: iso(row.unsubscribedAt),
    history: history.map(eventView),
  };
}

/** "q=maria; status=confirmed": what an export selected, for the activity log. */
function describe(filter: SubscriberFilterDto): string {
  const parts = (['q', 'status', 'language'] as const)
    .filter((key) => filter[key] !== undefined)
    .map((key) => `${key}=${filter[key]}`);
  return parts.length ? parts.join('; ') : 'all';
}

/** The subscribers for staff: list, counts, CSV, unsubscribe on request; every action in the activity log. */
@Injectable()
export class SubscribersService {
  constructor(
    private readonly subscribers: SubscribersRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly history: SubscriberEventsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(filter: SubscriberFilterDto, limit: number, offset: number): Promise<SubscriberListDto> {
    const [rows, total] = await this.subscribers.page(filter, limit, offset);
    const history = await this.history.of(rows.map((row) => row.id));
    const items = rows.map((row) => subscriberView(row, history.get(row.id) ?? []));
    return { items, total, counts: await this.counts() };
  }

  private async counts(): Promise<SubscriberCountsDto> {
    const found = await this.subscribers.countByStatus();
    const counts: SubscriberCountsDto = { pending: 0, confirmed: 0, unsubscribed: 0 };
    for (const [status, count] of found) {
      if ((SUBSCRIBER_STATUSES as readonly string[]).includes(status))
        counts[status as keyof SubscriberCountsDto] = count;
    }
    return counts;
  }

  /** The file's name, dated on Medellín's calendar. */
  fileName(): string {
    return `suscriptores-${firmDayOf(this.clock.now())}.csv`;
  }

  async exportCsv(filter: SubscriberFilterDto, actor: string, res: Response): Promise<void> {
    const rows = await this.subscribers.matching(filter);
    const history = await this.history.of(rows.map((row) => row.id));
    const lines = rows.map((row) =>
      csvLine([
        row.id,
        row.email,
        row.language,
        row.status,
        row.requestedAt.toISOString(),
        iso(row.confirmedAt),
        row.privacyPolicyVersion,
        iso(row.unsubscribedAt),
        historyCell(history.get(row.id) ?? []),
      ]),
    );
    await this.audit.record(
      actor,
      'newsletter_subscribers_exported',
      undefined,
      `${rows.length} ${rows.length === 1 ? 'subscriber' : 'subscribers'}; ${describe(filter)}`,
    );
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${this.fileName()}"`,
      })
      .send(CSV_BOM + csvLine(SUBSCRIBERS_CSV_HEADER) + lines.join(''));
  }

  /** Staff unsubscribe someone who asked by phone or in person: the row stays as the suppression list. */
  async unsubscribe(id: number, actor: string): Promise<SubscriberDto> {
    const row = await this.subscribers.byId(id);
    if (!row) throw new NotFoundException(`No subscriber ${id}`);
    const left = await this.subscriptions.unsubscribe(row);
    await this.audit.record(
      actor,
      'newsletter_subscriber_unsubscribed',
      `subscriber ${id}`,
      maskEmail(row.email),
    );
    return subscriberView(left, (await this.history.of([id])).get(id) ?? []);
  }
}
