import { type SlotDay } from './booking';
import { type PublicBooking, type PublicBookingOffer } from './booking-page';
import { type ChangedSection, type PublicPost, type SiteContent } from './site-content';

// The seam between the site and the server: what the frontend's SSR entry (frontend/src/entry-server.tsx,
// built to frontend/dist-ssr/entry-server.cjs) exports and the server calls. The entry is checked against
// SsrBundle when the frontend compiles (frontend/src/server/ssr-bundle-check.ts), the server compiles
// against it, so neither side can change it alone.

/** A post of the consultation form without JavaScript that the server refused: what was sent, as sent. */
export interface SubmittedConsultation {
  nombre: string;
  email: string;
  telefono: string;
  /** As posted: a value no option has selects none. */
  tipo_caso: string;
  mensaje: string;
  consent: boolean;
  website: string;
}

/** The values of a refused post of the consultation form and each field's message, for its page. */
export interface FormAnswer {
  values: SubmittedConsultation;
  errors: Record<string, string>;
}

/** A refused post of the booking form: the consultation's values and messages, and the time chosen. */
export interface BookingFormAnswer extends FormAnswer {
  /** The start the visitor chose (ISO), '' for none. */
  start: string;
}

/**
 * What a booking page shows, read by the server for the request (the free times change by the minute, so
 * these pages are rendered per request and never kept): embedded in the page, so the browser hydrates the
 * same tree and carries on from it.
 */
export type BookingPageState =
  | {
      page: 'book';
      offer: PublicBookingOffer;
      /** The kind whose days are listed (chosenKind), and its free times from today. */
      kind: string | null;
      days: SlotDay[];
      /** A refused post of the form (400: its fields' messages, or the time's `problem`; 409: taken). */
      form?: BookingFormAnswer;
      /** Why the time chosen cannot be had: the rule's code (`taken`, `cap`, `grid`, `notice`, …). */
      problem?: string;
    }
  | { page: 'confirmed'; booking: PublicBooking; token: string }
  | {
      page: 'manage';
      booking: PublicBooking;
      token: string;
      /** The free times of the booking's kind, to move it to. */
      days: SlotDay[];
      /** Why a move was refused (400) or not taken (409): the rule's code, as on the booking page. */
      problem?: string;
    }
  | { page: 'cancelled'; booking: PublicBooking }
  /** A private link used up (cancelled, or the meeting began): 410. */
  | { page: 'gone' }
  /** A private link no booking has: 404. */
  | { page: 'unknown' };

/** What a page is rendered with besides the content: the state of a form posted without JavaScript. */
export interface PageState {
  /**
   * The page answers a refused post of its consultation form: the form shows what was sent, each message
   * beside its field and a summary at the top. Such a page is complete without its code and never hydrates.
   */
  form?: FormAnswer;
  /**
   * A booking page (route table: booking, bookingConfirmed, bookingManage) and the query it was asked with
   * (`?tipo=…&dia=…`), which its links and the router read.
   */
  booking?: {
    state: BookingPageState;
    search: string;
    /** The answer to a post of its form: complete without its code, it never hydrates (as `form`). */
    posted?: boolean;
  };
}

export interface RenderedPage {
  /** 200 for a page the site has, 404 for the not-found pages. */
  status: 200 | 404;
  head: { robots?: string };
  /** The whole document; absolute URLs carry PUBLIC_URL_TOKEN. */
  html: string;
}

/** An unknown path under `prefix` is answered with the page rendered for `render`, written to `file`. */
export interface NotFoundPage {
  prefix: string;
  render: string;
  file: string;
}

export interface SsrBuildFiles {
  /** The page template the client build wrote (index.html, reworked by the prerender). */
  template: string;
  /** Vite's client manifest (JSON). */
  manifest: string;
}

/** What the frontend's SSR entry exports, as the server and the build's prerender use it. */
export interface SsrBundle {
  /** The complete page at `url` (a canonical route path) rendered from `content`. */
  render(url: string, content: SiteContent, state?: PageState): Promise<RenderedPage>;
  /** A post's private preview page (noindex, no scripts). */
  renderPreview(post: PublicPost, content: SiteContent): Promise<string>;
  /** Pages a change touches; a path ending in "/" stands for every page under it. */
  pathsTouchedBy(sections: readonly ChangedSection[]): string[] | 'all';
  /** Every page the content has (they answer 200). */
  concretePaths(content: SiteContent): string[];
  /** The pages that hold the consultation form (the form posted without JavaScript comes back to one). */
  consultationFormPaths(content: SiteContent): string[];
  /** robots.txt, sitemap.xml and the feeds, by path; `origin` is the public URL or the token. */
  crawlFiles(origin: string, content: SiteContent): Record<string, string>;
  /** The page at `path` with `content` in its data block (for a page a change did not touch). */
  withEmbeddedContent(html: string, content: SiteContent, path: string): string;
  /** Most specific prefix first; the first one a path starts with wins. */
  NOT_FOUND_PAGES: readonly NotFoundPage[];
  loadBuildAssets(files: SsrBuildFiles): void;
  TEMPLATE_FILE: string;
  CLIENT_MANIFEST_FILE: string;
  /** Stands for the site's absolute origin in what the bundle renders. */
  PUBLIC_URL_TOKEN: string;
}
