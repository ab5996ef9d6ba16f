import { type Language } from './consultation';
import { type MeetingKind, type MeetingPlace, type SlotDay } from './booking';

// The visitor's booking pages, as the browser and the server both build them: the booking's public view,
// the queries that choose a kind and a day (the links a page without JavaScript follows), and which kind
// and day a page shows for them, so the server's render and the browser's agree.

/** What a visitor may see of a booking (the public API's PublicBooking). */
export interface PublicBooking {
  uid: string;
  kind: string;
  kindName: Record<Language, string>;
  place: MeetingPlace;
  /** ISO instants, UTC. */
  start: string;
  end: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  language: Language;
  /** The office address, the video link, or null for a phone call (the firm calls `phone`). */
  where: string | null;
  /** The phone the visitor gave, for a phone meeting. */
  phone?: string | null;
}

/** What a visitor is offered (GET /api/booking/offer). */
export interface PublicBookingOffer {
  kinds: Array<Pick<MeetingKind, 'id' | 'name' | 'minutes' | 'place'>>;
  horizonDays: number;
  noticeMinutes: number;
}

/** The booking pages' paths in each language (the site's route table lists them): the manage page adds the link's secret. */
export const BOOKING_PATHS: Record<Language, { book: string; confirmed: string; manage: string }> = {
  es: { book: '/agendar', confirmed: '/agendar/confirmada', manage: '/agendar/gestionar' },
  en: { book: '/en/book', confirmed: '/en/book/confirmed', manage: '/en/book/manage' },
};

/** Where the booking form posts when no JavaScript handles it (application/x-www-form-urlencoded). */
export const BOOKING_FORM_ACTION = '/api/booking/form';

/** Where the manage page's forms post without JavaScript (action=reschedule&start=… or action=cancel). */
export const bookingManageAction = (token: string): string =>
  `/api/booking/manage/${encodeURIComponent(token)}/form`;

/** The query names of the booking pages, in each language: the kind, the day, the cancel step, a booking. */
export const BOOKING_QUERY: Record<
  Language,
  { kind: string; day: string; cancel: string; booking: string; moved: string }
> = {
  es: { kind: 'tipo', day: 'dia', cancel: 'cancelar', booking: 'reserva', moved: 'cambio' },
  en: { kind: 'kind', day: 'day', cancel: 'cancel', booking: 'booking', moved: 'moved' },
};

/** The kind a page shows: the one asked for when it is offered, else the first offered (null: none is). */
export function chosenKind(offer: PublicBookingOffer, requested: string | null): string | null {
  const ids = offer.kinds.map((kind) => kind.id);
  return requested !== null && ids.includes(requested) ? requested : (ids[0] ?? null);
}

/** How many days with free times a page offers: the next ones, a short list to choose from on a phone. */
export const BOOKING_DAYS_SHOWN = 10;

/** The days a page lists: the next BOOKING_DAYS_SHOWN with a free time. */
export const daysWithTimes = (days: readonly SlotDay[]): SlotDay[] =>
  days.filter((day) => day.slots.length > 0).slice(0, BOOKING_DAYS_SHOWN);

/** The day a page shows: the one asked for when it is listed, else the first listed (null: none). */
export function chosenDay(days: readonly SlotDay[], requested: string | null): SlotDay | null {
  const open = daysWithTimes(days);
  return open.find((day) => day.day === requested) ?? open[0] ?? null;
}
