import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { BOOKING_LIMITS, CASE_TYPE_LABELS, type CaseType } from '@abogados/shared';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { registerErrorCodes } from '../common/error-codes';
import { firmDayOf, startOfFirmDate } from '../common/firm-time';
import { hashToken, isSecretShaped, newSecret } from '../common/secret-token';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentService } from '../content/content.service';
import { type Booking } from './booking.entity';
import { BookingFeedRepository } from './booking-feed.repository';
import { BookingSettingsService } from './booking-settings.service';
import { BookingService } from './booking.service';
import { BookingsRepository } from './bookings.repository';
import { calendarFeed, type FeedEvent } from './invitation';
import { kindNameOf } from './staff-bookings.service';

const DAY_MS = 24 * 60 * 60_000;
/** How far back the feed reaches: last month's meetings stay in the staff's calendars. */
export const FEED_PAST_DAYS = 30;

export const BOOKING_FEED_MESSAGES = {
  unknown: 'No calendar feed has this address: ask the panel for the current one',
} as const;
registerErrorCodes('booking.feed', BOOKING_FEED_MESSAGES);

/**
 * The staff's private calendar feed of bookings (iCalendar, for Google Calendar, Outlook or Apple Calendar to
 * subscribe to). Its address holds a secret derived from a stored random seed (BookingLinks.feedTokenOf), so
 * the panel can show it again while only its hash and the seed are stored; a renewal draws a new seed and
 * the old address answers 404. The address is checked against the one stored hash in constant time.
 */
@Injectable()
export class BookingFeedService {
  private readonly publicUrl: string;

  constructor(
    private readonly feeds: BookingFeedRepository,
    private readonly bookings: BookingsRepository,
    private readonly booking: BookingService,
    private readonly settings: BookingSettingsService,
    private readonly content: ContentService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicUrl = config.publicUrl;
  }

  /** The feed's address; the first ask draws its secret (of two first asks at once, both get the one stored). */
  async url(actor: string): Promise<string> {
    let row = await this.feeds.row();
    if (!row) {
      await this.feeds.createFirst(this.fresh(actor));
      row = (await this.feeds.row())!;
    }
    return this.addressOf(this.booking.links.feedTokenOf(row.seed));
  }

  /** A new secret in place of the old one, whose address stops working at once; in the activity log. */
  async renew(actor: string): Promise<string> {
    const next = this.fresh(actor);
    await this.feeds.replace(next);
    await this.audit.record(actor, 'booking_feed_renewed', 'booking feed');
    return this.addressOf(this.booking.links.feedTokenOf(next.seed));
  }

  /** The feed's iCalendar text for the secret of its address; 404 for any other. */
  async calendar(token: string): Promise<string> {
    const row = isSecretShaped(token) ? await this.feeds.row() : null;
    const known =
      row !== null &&
      timingSafeEqual(Buffer.from(hashToken(token), 'hex'), Buffer.from(row.tokenHash, 'hex'));
    if (!known) throw new NotFoundException(BOOKING_FEED_MESSAGES.unknown);
    const now = this.clock.now();
    const today = startOfFirmDate(firmDayOf(now)).getTime();
    // To the furthest day any booking can be on: the longest horizon staff can set, from today.
    const [rows, { kinds }] = await Promise.all([
      this.bookings.between(
        new Date(today - FEED_PAST_DAYS * DAY_MS),
        new Date(today + (BOOKING_LIMITS.maxHorizonDays + 1) * DAY_MS),
      ),
      this.settings.current(),
    ]);
    const firm = this.content.snapshot().firm;
    const address = [firm.address.street, firm.address.city].filter(Boolean).join(', ');
    return calendarFeed(
      `Citas · ${firm.name}`,
      rows.map((row) => this.eventOf(row, kindNameOf(kinds, row.kindId).es, address)),
    );
  }

  private eventOf(booking: Booking, kindName: string, address: string): FeedEvent {
    const request = booking.submission;
    const link = request ? `${this.publicUrl}/admin?contact=${request.id}` : null;
    const caseType = request ? (CASE_TYPE_LABELS.es[request.tipo_caso as CaseType] ?? request.tipo_caso) : '';
    return {
      uid: booking.uid,
      sequence: booking.sequence,
      start: booking.startAt,
      end: booking.endAt,
      stamp: booking.updatedAt,
      summary: request ? `${kindName} · ${request.nombre}` : kindName,
      description: request
        ? [
            `Teléfono: ${request.telefono}`,
            `Email: ${request.email}`,
            `Tipo de caso: ${caseType}`,
            `Solicitud: ${link}`,
          ].join('\n')
        : 'Sin solicitud asociada',
      location: booking.place === 'office' ? address : null,
      url: link,
      cancelled: booking.status === 'cancelled',
    };
  }

  private fresh(actor: string) {
    const seed = newSecret();
    const tokenHash = hashToken(this.booking.links.feedTokenOf(seed));
    return { seed, tokenHash, createdAt: this.clock.now(), createdBy: actor };
  }

  private addressOf(token: string): string {
    return `${this.publicUrl}/api/booking/feed/${token}.ics`;
  }
}
