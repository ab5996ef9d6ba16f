import {
  BOOKING_QUERY,
  chosenKind,
  type BookingPageState,
  type PublicBooking,
  type PublicBookingOffer,
  type SlotDay,
} from '@abogados/shared';
import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../i18n/language';
import { getJson } from '../../lib/api/client';
import { httpStatusOf } from '../../lib/http-error';

/** The data block a booking page embeds its state in (the server's render), read by the browser to hydrate. */
export const BOOKING_STATE_ID = 'booking-state';

/** A booking page's state as the server rendered it, for the page at `path`. */
export interface RenderedBookingState {
  state: BookingPageState;
  search: string;
  path: string;
}

/**
 * The state the server rendered the page with (entry-server on the server, the data block in the browser);
 * the page it names reads it once, when it first renders there: a page reached later in the browser loads
 * its own from the API.
 */
export const InitialBookingState = createContext<{ current: RenderedBookingState | undefined }>({
  current: undefined,
});

/** The booking state embedded in this document, if it is a booking page. */
export function embeddedBookingState(doc: Document): RenderedBookingState | undefined {
  const data = doc.getElementById(BOOKING_STATE_ID)?.textContent;
  return data ? (JSON.parse(data) as RenderedBookingState) : undefined;
}

const slotsUrl = (kind: string) => `/api/booking/slots?kind=${encodeURIComponent(kind)}`;
const manageUrl = (token: string) => `/api/booking/manage/${encodeURIComponent(token)}`;

export async function loadSlots(kind: string): Promise<SlotDay[]> {
  return (await getJson<{ kind: string; days: SlotDay[] }>(slotsUrl(kind))).days;
}

/** The booking page's state: what is offered, and the free times of the kind the query asks for. */
export async function loadBookState(requestedKind: string | null): Promise<BookingPageState> {
  const offer = await getJson<PublicBookingOffer>('/api/booking/offer');
  const kind = chosenKind(offer, requestedKind);
  return { page: 'book', offer, kind, days: kind === null ? [] : await loadSlots(kind) };
}

/** The booking a private link names, or the page for a link used up (410) or unknown (404). */
async function linkedBooking(token: string): Promise<PublicBooking | BookingPageState> {
  try {
    return (await getJson<{ booking: PublicBooking }>(manageUrl(token))).booking;
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 410) return { page: 'gone' };
    if (status === 404 || status === 400) return { page: 'unknown' };
    throw error;
  }
}

export async function loadConfirmedState(token: string): Promise<BookingPageState> {
  const booking = await linkedBooking(token);
  return 'page' in booking ? booking : { page: 'confirmed', booking, token };
}

export async function loadManageState(token: string): Promise<BookingPageState> {
  const booking = await linkedBooking(token);
  if ('page' in booking) return booking;
  return { page: 'manage', booking, token, days: await loadSlots(booking.kind) };
}

/**
 * A booking page's state: the server's for the page it rendered, else loaded with `load` (a failure leaves
 * it null: the page keeps saying it loads, and a reload asks the server). `set` replaces it after an action.
 */
export function useBookingState(load: () => Promise<BookingPageState>) {
  const initial = useContext(InitialBookingState);
  const { pathname } = useLocation();
  const [state, set] = useState<BookingPageState | null>(() => {
    const rendered = initial.current;
    return rendered && rendered.path === pathname ? rendered.state : null;
  });
  useEffect(() => {
    // The server's state is this page's only: a page shown later loads its own.
    initial.current = undefined;
  }, [initial]);
  const missing = state === null;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    load().then(
      (loaded) => current && set(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Loaded once per page: the page's own actions replace the state after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing]);
  return [state, set] as const;
}

/** The query of the booking pages in a language, read from the location. */
export function useBookingQuery(language: Language) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const names = BOOKING_QUERY[language];
  return {
    kind: params.get(names.kind),
    day: params.get(names.day),
    cancel: params.has(names.cancel),
    booking: params.get(names.booking),
    moved: params.has(names.moved),
  };
}
