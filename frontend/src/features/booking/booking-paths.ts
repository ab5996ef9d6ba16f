import { BOOKING_QUERY } from '@abogados/shared';
import { pathFor } from '../../app/route-table';
import type { Language } from '../../i18n/language';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** The booking page showing a kind, and a day of it. */
export function bookingHref(language: Language, kind: string, day?: string): string {
  const names = BOOKING_QUERY[language];
  return withQuery(pathFor('booking', language), {
    [names.kind]: kind,
    ...(day ? { [names.day]: day } : {}),
  });
}

/** A booking's manage page (its private link). */
export const managePath = (language: Language, token: string): string =>
  pathFor('bookingManage', language).replace(':token', encodeURIComponent(token));

/** The manage page showing a day's free times, or its cancel step. */
export function manageHref(language: Language, token: string, step: { day: string } | 'cancel'): string {
  const names = BOOKING_QUERY[language];
  return withQuery(
    managePath(language, token),
    step === 'cancel' ? { [names.cancel]: '1' } : { [names.day]: step.day },
  );
}
