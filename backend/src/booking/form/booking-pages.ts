import {
  BOOKING_PATHS,
  BOOKING_QUERY,
  type BookingPageState,
  CHAT_GREETING,
  chatUrl,
  chosenKind,
  type Language,
  type SlotDay,
} from '@abogados/shared';
import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type Request, type RequestHandler, type Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ContentService } from '../../content/content.service';
import { decodePath } from '../../site/canonical';
import { compressedResource, send } from '../../site/representation';
import { SiteService } from '../../site/site';
import { withPublicUrl } from '../../site/ssr-bundle';
import { type Booking } from '../booking.entity';
import { BookingIntake } from '../booking-intake';
import { BookingService } from '../booking.service';
import { plainBookingPage } from './booking-plain-page';

/** A booking page a path names: which, in which language, and the private link's secret for the manage page. */
export interface BookingPath {
  page: 'book' | 'confirmed' | 'manage';
  language: Language;
  path: string;
  token?: string;
}

const LANGUAGES: readonly Language[] = ['es', 'en'];

const languageFromPath = (path: string): Language =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'es';

/** The booking page at `path` (as decoded), or undefined for any other path. */
export function bookingPathOf(path: string): BookingPath | undefined {
  for (const language of LANGUAGES) {
    const paths = BOOKING_PATHS[language];
    if (path === paths.book) return { page: 'book', language, path };
    if (path === paths.confirmed) return { page: 'confirmed', language, path };
    const token = path.startsWith(`${paths.manage}/`) ? path.slice(paths.manage.length + 1) : '';
    if (token !== '' && !token.includes('/')) return { page: 'manage', language, path, token };
  }
  return undefined;
}

/** The page for a private link BookingService.byLink refused: used up (410) or unknown (404). */
export function linkRefusal(error: unknown): BookingPageState | undefined {
  if (error instanceof GoneException) return { page: 'gone' };
  if (error instanceof NotFoundException) return { page: 'unknown' };
  return undefined;
}

const HTML = 'text/html; charset=utf-8';
/** The free times change by the minute and a manage page is private: no cache keeps these pages. */
const NO_STORE = 'no-store';

/** A page's HTTP status for its state: a private link used up is 410, one no booking has 404. */
export function statusOf(state: BookingPageState): number {
  if (state.page === 'gone') return 410;
  if (state.page === 'unknown') return 404;
  return 200;
}

/**
 * The visitor's booking pages, rendered by the site's SSR bundle for each request with what the request
 * names: the booking page with the offer and the free times of the kind its query asks for (`?tipo=…&dia=…`),
 * the confirmation and the manage page with the booking their private link names. Nothing of them is kept:
 * the times change by the minute. The page embeds its state and hydrates with it; without JavaScript its
 * links and forms do the same work (BookingFormController).
 */
@Injectable()
export class BookingPages {
  constructor(
    private readonly site: SiteService,
    private readonly content: ContentService,
    private readonly bookings: BookingService,
    private readonly intake: BookingIntake,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Early in the chain, before the kept pages: GET and HEAD of a booking page, rendered now. */
  readonly handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const decoded = decodePath(req.path);
    const target = decoded === undefined ? undefined : bookingPathOf(decoded);
    if (!target || !this.site.renderContext()) return next();
    this.serve(req, res, target).catch(next);
  };

  private async serve(req: Request, res: Response, target: BookingPath): Promise<void> {
    const names = BOOKING_QUERY[target.language];
    const query = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : null);
    let state: BookingPageState;
    if (target.page === 'book') state = await this.bookState(query(names.kind));
    else if (target.page === 'confirmed') state = await this.confirmedState(query(names.booking) ?? '');
    else state = await this.manageState(target.token ?? '');
    await this.answer(req, res, target.path, state, statusOf(state));
  }

  /** The booking page's state: the offer, and the free times of the kind asked for (or the first). */
  async bookState(requestedKind: string | null): Promise<Extract<BookingPageState, { page: 'book' }>> {
    const offer = await this.bookings.offer();
    const kind = chosenKind(offer, requestedKind);
    return { page: 'book', offer, kind, days: kind === null ? [] : await this.bookings.slots(kind) };
  }

  private async confirmedState(token: string): Promise<BookingPageState> {
    return this.linked(token, async (booking) => ({
      page: 'confirmed',
      booking: await this.intake.view(booking),
      token,
    }));
  }

  /** The manage page's state: the booking and the free times it can move to. */
  async manageState(token: string, problem?: string): Promise<BookingPageState> {
    return this.linked(token, async (booking) => ({
      page: 'manage',
      booking: await this.intake.view(booking),
      token,
      days: await this.freeTimesOf(booking),
      ...(problem ? { problem } : {}),
    }));
  }

  /** The free times of a booking's kind; none once staff switched the kind off (it can then only be cancelled). */
  private async freeTimesOf(booking: Booking): Promise<SlotDay[]> {
    const offered = (await this.bookings.offer()).kinds.some((kind) => kind.id === booking.kindId);
    return offered ? this.bookings.slots(booking.kindId) : [];
  }

  /** The state for the booking a private link names, or the page for a link used up (410) or unknown (404). */
  private async linked(
    token: string,
    state: (booking: Booking) => Promise<BookingPageState>,
  ): Promise<BookingPageState> {
    let booking: Booking;
    try {
      booking = await this.bookings.byLink(token);
    } catch (error) {
      const refusal = linkRefusal(error);
      if (!refusal) throw error;
      return refusal;
    }
    return state(booking);
  }

  /**
   * Sends the booking page at `path` rendered with `state`, uncached; `search` is the query its links and
   * router read (a GET's own, unless told). The answer to a post is complete without its code and never
   * hydrates (its address is the form's action, no page's).
   */
  async answer(
    req: Request,
    res: Response,
    path: string,
    state: BookingPageState,
    status: number,
    search?: string,
    posted = false,
  ): Promise<void> {
    const rendering = this.site.renderContext();
    let html: string;
    if (rendering) {
      const { bundle, content } = rendering;
      const query = req.originalUrl.indexOf('?');
      search ??= query === -1 ? '' : req.originalUrl.slice(query);
      const booking = { state, search, ...(posted ? { posted } : {}) };
      const page = await bundle.render(path, content, { booking });
      html = withPublicUrl(bundle, page.html, this.config.publicUrl);
    } else html = plainBookingPage(state, languageFromPath(path));
    send(req, res, compressedResource({ 'Content-Type': HTML, 'Cache-Control': NO_STORE }, html), status);
  }

  /** The firm's chat link with the greeting in a language, for the pages that say "not now". */
  chatLink(language: Language): string {
    return chatUrl(this.content.snapshot().firm.whatsapp, CHAT_GREETING[language]);
  }
}
