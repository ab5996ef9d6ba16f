import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { type MeetingKind } from '@abogados/shared';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { parseDateTime } from '../common/date-time-rules';
import { registerErrorCodes } from '../common/error-codes';
import { endOfFirmDate, firmDayOf, startOfFirmDate } from '../common/firm-time';
import { type Booking } from './booking.entity';
import { BookingSettingsService } from './booking-settings.service';
import { BookingService } from './booking.service';
import { BookingsRepository } from './bookings.repository';
import { type BookingSummaryDto, STAFF_RANGE, type StaffBookingDto } from './dto/staff-bookings.dto';

const DAY_MS = 24 * 60 * 60_000;

export const STAFF_BOOKING_MESSAGES = {
  unknown: 'No booking has this id',
  order: 'to must be the same day as from or later',
  span: `from and to may span at most ${STAFF_RANGE.maxDays} days`,
} as const;
registerErrorCodes('booking.staff', STAFF_BOOKING_MESSAGES);

/** The Medellín day `days` after `day`. */
const daysAfter = (day: string, days: number): string =>
  firmDayOf(new Date(startOfFirmDate(day).getTime() + days * DAY_MS));

/**
 * The bookings in the staff panel: the calendar of a range of days with each booking's request, and the
 * staff's moves and cancellations. A staff move follows the rules a visitor's does (BookingService.move):
 * staff override no notice, buffer, cap or horizon. Each change is in the activity log.
 */
@Injectable()
export class StaffBookingsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly booking: BookingService,
    private readonly settings: BookingSettingsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The bookings of the Medellín days `from` to `to` (defaults: today, and 14 days after `from`). */
  async list(from?: string, to?: string): Promise<StaffBookingDto[]> {
    const first = from ?? firmDayOf(this.clock.now());
    const last = to ?? daysAfter(first, STAFF_RANGE.defaultDays);
    if (last < first) throw new BadRequestException(STAFF_BOOKING_MESSAGES.order);
    if (last > daysAfter(first, STAFF_RANGE.maxDays - 1))
      throw new BadRequestException(STAFF_BOOKING_MESSAGES.span);
    return this.between(startOfFirmDate(first), endOfFirmDate(last));
  }

  async cancel(id: number, sequence: number, actor: string): Promise<StaffBookingDto> {
    const current = await this.found(id);
    const cancelled = await this.booking.cancel({ ...current, sequence });
    await this.audit.record(actor, 'booking_cancelled', `booking ${id}`, describe(cancelled));
    return this.view(cancelled, current);
  }

  async move(id: number, sequence: number, start: string, actor: string): Promise<StaffBookingDto> {
    const current = await this.found(id);
    const moved = await this.booking.move({ ...current, sequence }, parseDateTime(start)!);
    await this.audit.record(
      actor,
      'booking_moved',
      `booking ${id}`,
      `${describe(current)} → ${moved.startAt.toISOString()}`,
    );
    return this.view(moved, current);
  }

  /**
   * The booking each of these requests shows in Requests: its latest active one, else its latest cancelled
   * one; a request without any is not in the map. One query for them all, and the kinds' names read only
   * when there is a booking to name (most pages of the list have none).
   */
  async ofRequests(submissionIds: readonly number[]): Promise<Map<number, BookingSummaryDto>> {
    const shown = shownBookings(await this.bookings.ofSubmissions(submissionIds));
    if (shown.size === 0) return new Map();
    const { kinds } = await this.settings.current();
    return new Map([...shown].map(([id, booking]) => [id, summaryOf(booking, kinds)]));
  }

  /** Every booking overlapping [from, to), as staff read it, by start. */
  private async between(from: Date, to: Date): Promise<StaffBookingDto[]> {
    const [{ kinds }, rows] = await Promise.all([this.settings.current(), this.bookings.between(from, to)]);
    return rows.map((row) => staffView(row, kinds));
  }

  private async found(id: number): Promise<Booking> {
    const booking = await this.bookings.withRequest(id);
    if (!booking) throw new NotFoundException(STAFF_BOOKING_MESSAGES.unknown);
    return booking;
  }

  /** A changed booking with the request it had (a write answers the row alone). */
  private async view(changed: Booking, before: Booking): Promise<StaffBookingDto> {
    const { kinds } = await this.settings.current();
    return staffView({ ...changed, submission: before.submission }, kinds);
  }
}

/** "oficina 2026-12-07T14:30:00.000Z": what the activity log says of a booking (the panel shows the time in Medellín). */
const describe = (booking: Booking): string => `${booking.kindId} ${booking.startAt.toISOString()}`;

/** A kind's name as staff set it now; its id in both languages once the kind was removed. */
export function kindNameOf(kinds: readonly MeetingKind[], kindId: string): { es: string; en: string } {
  const kind = kinds.find((candidate) => candidate.id === kindId);
  return kind ? { es: kind.name.es, en: kind.name.en } : { es: kindId, en: kindId };
}

/**
 * Of bookings newest first, each request's to show: the first active one met, else the first (the newest,
 * cancelled). A booking made without a request is nobody's.
 */
export function shownBookings(newestFirst: readonly Booking[]): Map<number, Booking> {
  const shown = new Map<number, Booking>();
  for (const booking of newestFirst) {
    if (booking.submissionId === null) continue;
    const held = shown.get(booking.submissionId);
    if (!held || (held.status !== 'booked' && booking.status === 'booked')) {
      shown.set(booking.submissionId, booking);
    }
  }
  return shown;
}

function summaryOf(booking: Booking, kinds: readonly MeetingKind[]): BookingSummaryDto {
  return {
    id: booking.id,
    kind: booking.kindId,
    kindName: kindNameOf(kinds, booking.kindId),
    place: booking.place,
    start: booking.startAt.toISOString(),
    end: booking.endAt.toISOString(),
    status: booking.status,
  };
}

function staffView(booking: Booking, kinds: readonly MeetingKind[]): StaffBookingDto {
  const request = booking.submission;
  return {
    ...summaryOf(booking, kinds),
    uid: booking.uid,
    sequence: booking.sequence,
    submission: request
      ? {
          id: request.id,
          nombre: request.nombre,
          email: request.email,
          telefono: request.telefono,
          tipo_caso: request.tipo_caso,
          processed: request.processed,
        }
      : null,
  };
}
