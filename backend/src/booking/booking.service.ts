import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type BookingAvailability, type Language, type MeetingKind, type SlotDay } from '@abogados/shared';
import { Clock } from '../common/clock';
import { registerErrorCodes } from '../common/error-codes';
import { endOfFirmDate, firmDayOf, startOfFirmDate } from '../common/firm-time';
import { hashToken, isSecretShaped } from '../common/secret-token';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type Booking } from './booking.entity';
import { BookingLinks } from './booking-link';
import { BookingMailer } from './booking-mailer';
import { BookingSettingsService } from './booking-settings.service';
import {
  type BookingOutcome,
  type BookingWindow,
  BookingsRepository,
  NOT_FOUND,
  STALE,
} from './bookings.repository';
import { freeSlots, type SlotProblem, slotProblem } from './slot-engine';

const MINUTE_MS = 60_000;

/** Why a start cannot be taken, as the visitor (or the panel) reads it; each has its code (common/error-codes.ts). */
export const SLOT_MESSAGES: Record<SlotProblem, string> = {
  kind: 'This kind of meeting is not offered: choose another',
  grid: 'That is not one of the start times offered: choose one of the free times',
  notice: 'That time is too soon to book: choose a later one',
  horizon: 'That day is too far ahead to book yet: choose an earlier one',
  closed: 'The firm takes no meetings that day: choose another day',
  taken: 'That time was just booked by someone else: choose another',
  cap: 'That day is fully booked: choose another day',
};
registerErrorCodes('booking.slot', SLOT_MESSAGES);

export const BOOKING_LINK_MESSAGES = {
  gone: 'This booking link was used up: the meeting was cancelled or has already taken place',
  unknown: 'No booking has this link',
  stale: 'The booking was changed since it was loaded: reload it, then try again',
} as const;
registerErrorCodes('booking.link', BOOKING_LINK_MESSAGES);

/** What a visitor is offered: the active kinds, without the staff's switches. */
export interface BookingOffer {
  kinds: Array<Pick<MeetingKind, 'id' | 'name' | 'minutes' | 'place'>>;
  horizonDays: number;
  noticeMinutes: number;
}

/** A new booking and the secret of its private links (BookingLinks; only its hash is stored). */
export interface Reserved {
  booking: Booking;
  token: string;
}

/**
 * The bookings' rules: which starts are free (the slot engine, on what staff set and what is booked) and
 * taking, moving and cancelling one, each decided again under the repository's day lock, so the notice,
 * buffer, cap and horizon hold whatever a request says and a slot is taken once.
 */
@Injectable()
export class BookingService {
  private readonly host: string;
  readonly links: BookingLinks;

  constructor(
    private readonly settings: BookingSettingsService,
    private readonly bookings: BookingsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly mailer: BookingMailer,
  ) {
    this.host = new URL(config.publicUrl).hostname;
    this.links = new BookingLinks(config.sessionSecret);
  }

  async offer(): Promise<BookingOffer> {
    const { kinds, horizonDays, noticeMinutes } = await this.settings.current();
    return {
      kinds: kinds
        .filter((kind) => kind.active)
        .map(({ id, name, minutes, place }) => ({ id, name, minutes, place })),
      horizonDays,
      noticeMinutes,
    };
  }

  /** The free starts of a kind, day by day, from today (or `from`) to the horizon (or `to`). */
  async slots(kindId: string, from?: string, to?: string): Promise<SlotDay[]> {
    const availability = await this.settings.current();
    const kind = this.kindOf(availability, kindId);
    const now = this.clock.now();
    const first = from && from > firmDayOf(now) ? from : firmDayOf(now);
    const horizonEnd = new Date(
      startOfFirmDate(firmDayOf(now)).getTime() + (availability.horizonDays + 1) * 1440 * MINUTE_MS,
    );
    const last = to ? endOfFirmDate(to) : horizonEnd;
    const margin = (availability.bufferMinutes + kind.minutes) * MINUTE_MS;
    const busy = await this.bookings.busyBetween(
      new Date(startOfFirmDate(first).getTime() - margin),
      new Date(Math.min(last.getTime(), horizonEnd.getTime()) + margin),
    );
    return freeSlots({ availability, kindId, now, busy, from, to });
  }

  /** Books `start` for the request `submissionId`; a 400 or 409 names why the start cannot be had. */
  async reserve(
    kindId: string,
    start: Date,
    submissionId: number | null,
    language: Language,
  ): Promise<Reserved> {
    const availability = await this.settings.current();
    const kind = this.kindOf(availability, kindId);
    const end = this.endOf(start, kind);
    const uid = `${randomUUID()}@${this.host}`;
    const token = this.links.tokenOf(uid);
    const outcome = await this.bookings.book(
      {
        uid,
        kindId,
        place: kind.place,
        startAt: start,
        endAt: end,
        day: firmDayOf(start),
        submissionId,
        language,
        tokenHash: hashToken(token),
        createdAt: this.clock.now(),
      },
      (busy) => this.problemOf(availability, kindId, start, busy),
      this.windowOf(availability, start, end),
    );
    return { booking: this.mailer.woken(this.outcome(outcome)), token };
  }

  /**
   * Refuses, as reserve() would (400 or 409 naming the rule), a start that cannot be booked now: asked
   * before anything of the booking is stored. reserve() asks again under the day lock.
   */
  async check(kindId: string, start: Date): Promise<void> {
    const availability = await this.settings.current();
    const kind = this.kindOf(availability, kindId);
    const window = this.windowOf(availability, start, this.endOf(start, kind));
    const busy = await this.bookings.busyBetween(window.from, window.to);
    const problem = this.problemOf(availability, kindId, start, busy);
    if (problem) this.outcome({ problem });
  }

  /** The bookings of one consultation request, by start (a data subject's access). */
  ofRequest(submissionId: number): Promise<Booking[]> {
    return this.bookings.bySubmission(submissionId);
  }

  /** Moves the booking to `start` (same kind), one sequence up. */
  async move(booking: Booking, start: Date): Promise<Booking> {
    const availability = await this.settings.current();
    // A kind switched off since keeps its bookings: they move at its length as it was booked.
    const minutes = (booking.endAt.getTime() - booking.startAt.getTime()) / MINUTE_MS;
    const kind = availability.kinds.find((candidate) => candidate.id === booking.kindId);
    const end = new Date(start.getTime() + minutes * MINUTE_MS);
    const rules =
      kind && !kind.active ? { ...availability, kinds: [{ ...kind, active: true }] } : availability;
    const outcome = await this.bookings.reschedule(
      booking.id,
      booking.sequence,
      start,
      end,
      firmDayOf(start),
      (busy) => this.problemOf(rules, booking.kindId, start, busy),
      this.windowOf(availability, start, end),
    );
    return this.mailer.woken(this.outcome(outcome));
  }

  async cancel(booking: Booking): Promise<Booking> {
    return this.mailer.woken(this.outcome(await this.bookings.cancel(booking.id, booking.sequence)));
  }

  /**
   * The booking a private link names, while the link still works: 404 for no such link, 410 once the
   * meeting was cancelled or has begun.
   */
  async byLink(token: string): Promise<Booking> {
    const booking = isSecretShaped(token) ? await this.bookings.byTokenHash(hashToken(token)) : undefined;
    if (!booking) throw new NotFoundException(BOOKING_LINK_MESSAGES.unknown);
    if (booking.status === 'cancelled' || booking.startAt.getTime() <= this.clock.now().getTime())
      throw new GoneException(BOOKING_LINK_MESSAGES.gone);
    return booking;
  }

  private kindOf(availability: BookingAvailability, kindId: string): MeetingKind {
    const kind = availability.kinds.find((candidate) => candidate.id === kindId && candidate.active);
    if (!kind) throw new BadRequestException(SLOT_MESSAGES.kind);
    return kind;
  }

  private endOf(start: Date, kind: MeetingKind): Date {
    return new Date(start.getTime() + kind.minutes * MINUTE_MS);
  }

  private problemOf(
    availability: BookingAvailability,
    kindId: string,
    start: Date,
    busy: Array<{ start: Date; end: Date }>,
  ): SlotProblem | null {
    return slotProblem({ availability, kindId, now: this.clock.now(), busy, start });
  }

  /** The meeting widened by the buffer on both sides and to its whole Medellín day, for the daily cap. */
  private windowOf(availability: BookingAvailability, start: Date, end: Date): BookingWindow {
    const buffer = availability.bufferMinutes * MINUTE_MS;
    const day = firmDayOf(start);
    return {
      from: new Date(Math.min(start.getTime() - buffer, startOfFirmDate(day).getTime())),
      to: new Date(Math.max(end.getTime() + buffer, endOfFirmDate(day).getTime())),
    };
  }

  private outcome(outcome: BookingOutcome): Booking {
    if ('booking' in outcome) return outcome.booking;
    const { problem } = outcome;
    if (problem === NOT_FOUND) throw new NotFoundException(BOOKING_LINK_MESSAGES.unknown);
    if (problem === STALE) throw new ConflictException(BOOKING_LINK_MESSAGES.stale);
    const message = SLOT_MESSAGES[problem as SlotProblem];
    if (problem === 'taken' || problem === 'cap') throw new ConflictException(message);
    throw new BadRequestException(message);
  }
}
