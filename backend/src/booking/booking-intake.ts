import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type MeetingKind, type MeetingPlace } from '@abogados/shared';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactLimits } from '../contact/contact-limits';
import { submissionFields } from '../contact/submission-fields';
import { ContactsService } from '../contacts/contacts.service';
import { ContentService } from '../content/content.service';
import { NotificationDispatcher } from '../notifications/notification-dispatcher';
import { type Booking } from './booking.entity';
import { BookingSettingsService } from './booking-settings.service';
import { BookingService, type Reserved } from './booking.service';
import { type CreateBookingDto } from './dto/create-booking.dto';
import { type PublicBookingDto, type ReservedBookingDto } from './dto/public-booking.dto';

/** A booking joins the visitor's request still pending from this many days back rather than adding one. */
export const JOIN_DAYS = 7;

const MINUTE_MS = 60_000;

/**
 * A visitor's booking as a consultation request. In this order: the slot rule (a 400 or 409 before anything
 * is stored), the consultation form's rate limits, the request (created, or the one the same address sent
 * in the last JOIN_DAYS days and staff have not processed yet, joined), then the slot taken for it under the
 * day lock. Should the slot be taken meanwhile, the request stays (a request is never lost) and the 409
 * names the rule; a retry with another time joins that request.
 *
 * A new request reaches staff like any other (its email and webhook rows are stored with it); the visitor's
 * plain acknowledgment is not sent, the booking's invitation takes its place.
 */
@Injectable()
export class BookingIntake {
  private readonly host: string;

  constructor(
    private readonly bookings: BookingService,
    private readonly settings: BookingSettingsService,
    private readonly contacts: ContactsService,
    private readonly limits: ContactLimits,
    private readonly notifications: NotificationDispatcher,
    private readonly content: ContentService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.host = new URL(config.publicUrl).hostname;
  }

  /** Validates nothing (the DTO did), applies the rate limits like the form, creates or joins the request, books. */
  async book(request: CreateBookingDto, address: string | undefined): Promise<Reserved> {
    const start = new Date(request.start);
    await this.bookings.check(request.kind, start);
    const submissionId = await this.limits.within(address, () => this.requestOf(request));
    return this.bookings.reserve(request.kind, start, submissionId, request.idioma ?? 'es');
  }

  /** What the visitor may see of a booking (PublicBooking). */
  async view(booking: Booking): Promise<PublicBookingDto> {
    const kind = await this.kindOf(booking.kindId);
    const request = booking.submissionId === null ? null : await this.contacts.findById(booking.submissionId);
    return this.present(booking, kind, request?.telefono ?? '');
  }

  /**
   * What a bot that filled the hidden field is answered: a booking that looks made (of the kind and at the
   * start it asked for, when they read as such), and nothing stored.
   */
  async decoy(body: Partial<Record<keyof CreateBookingDto, unknown>>): Promise<ReservedBookingDto> {
    const kinds = (await this.settings.current()).kinds.filter((kind) => kind.active);
    const kind = kinds.find((candidate) => candidate.id === body.kind) ?? kinds[0];
    const asked = typeof body.start === 'string' ? new Date(body.start) : undefined;
    const start = asked && !Number.isNaN(asked.getTime()) ? asked : this.clock.now();
    const booking = {
      uid: `${randomUUID()}@${this.host}`,
      kindId: kind.id,
      place: kind.place,
      startAt: start,
      endAt: new Date(start.getTime() + kind.minutes * MINUTE_MS),
      status: 'booked' as const,
      sequence: 0,
      language: body.idioma === 'en' ? ('en' as const) : ('es' as const),
    };
    const phone = typeof body.telefono === 'string' ? body.telefono.trim() : '';
    return { booking: this.present(booking, kind, phone), token: randomBytes(32).toString('base64url') };
  }

  private present(
    booking: Pick<
      Booking,
      'uid' | 'kindId' | 'place' | 'startAt' | 'endAt' | 'status' | 'sequence' | 'language'
    >,
    kind: MeetingKind | undefined,
    phone: string,
  ): PublicBookingDto {
    return {
      uid: booking.uid,
      kind: booking.kindId,
      // A kind removed since keeps its bookings: they are named by its id.
      kindName: kind ? { ...kind.name } : { es: booking.kindId, en: booking.kindId },
      place: booking.place,
      start: booking.startAt.toISOString(),
      end: booking.endAt.toISOString(),
      status: booking.status,
      sequence: booking.sequence,
      language: booking.language,
      where: this.whereOf(booking.place, kind),
      phone,
    };
  }

  /**
   * The id of the request the booking belongs to: the address's pending one from the last JOIN_DAYS days,
   * or a new one stored with its staff notifications (no acknowledgment row: the invitation replaces it).
   */
  private async requestOf(request: CreateBookingDto): Promise<number> {
    const pending = await this.contacts.pendingFrom(request.email, JOIN_DAYS);
    if (pending) return pending.id;
    const routes = this.notifications.intakeRoutes().filter((route) => route.kind !== 'ack');
    const created = await this.contacts.create(
      { ...submissionFields(request), idempotencyKey: null, ackWithheld: true },
      routes,
    );
    // Without an idempotency key a request is always stored.
    this.notifications.requestStored();
    return created!.id;
  }

  private async kindOf(kindId: string): Promise<MeetingKind | undefined> {
    return (await this.settings.current()).kinds.find((kind) => kind.id === kindId);
  }

  /** The office's address, the kind's video link, or null for a call (the page words it with the phone). */
  private whereOf(place: MeetingPlace, kind: MeetingKind | undefined): string | null {
    if (place === 'office') return this.officeAddress();
    if (place === 'video') return kind?.videoUrl ?? null;
    return null;
  }

  private officeAddress(): string {
    const { street, city, region } = this.content.snapshot().firm.address;
    return `${street}, ${city}, ${region}`;
  }
}
