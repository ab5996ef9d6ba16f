import { BOOKING_QUERY, type Language } from '@abogados/shared';
import { fillsHoneypot, postedLanguage, readFields, validateBody, type Validated } from '../../common/forms';
import { consultationValues, FORM_FIELDS } from '../../contact/form/form-values';
import { firmDayOf } from '../../common/firm-time';
import { CreateBookingDto } from '../dto/create-booking.dto';

/** The fields the booking page's form posts without JavaScript (application/x-www-form-urlencoded). */
export const BOOKING_FORM_FIELDS = [...FORM_FIELDS, 'kind', 'start'] as const;
export type BookingFormValues = Record<(typeof BOOKING_FORM_FIELDS)[number], string>;

/** The manage page's forms: `action` is `reschedule` (with `start`) or `cancel`. */
export const MANAGE_FORM_FIELDS = ['action', 'start', 'idioma'] as const;
export type ManageFormValues = Record<(typeof MANAGE_FORM_FIELDS)[number], string>;

export const readBookingForm = (body: unknown): BookingFormValues => readFields(body, BOOKING_FORM_FIELDS);
export const readManageForm = (body: unknown): ManageFormValues => readFields(body, MANAGE_FORM_FIELDS);

export const bookingLanguage = (values: BookingFormValues): Language => postedLanguage(values.idioma, '');
export const isSpam = (values: BookingFormValues): boolean => fillsHoneypot({ website: values.website });

/**
 * The booking's rules through the same ValidationPipe and DTO as POST /api/booking, so the form post and the
 * JSON request are refused for the same reasons with the same messages.
 */
export function validateBookingForm(values: BookingFormValues): Promise<Validated<CreateBookingDto>> {
  const body: Record<string, unknown> = {
    ...consultationValues(values),
    kind: values.kind,
    start: values.start,
  };
  if (values.idioma !== '') body.idioma = values.idioma;
  if (values.version_politica !== '') body.version_politica = values.version_politica;
  return validateBody(CreateBookingDto, body);
}

/** The query of the booking page showing a kind and the day of a start (the page an answer is rendered as). */
export function bookingSearch(language: Language, kind: string | null, start: string): string {
  const names = BOOKING_QUERY[language];
  const query = new URLSearchParams();
  if (kind) query.set(names.kind, kind);
  const at = new Date(start);
  if (!Number.isNaN(at.getTime())) query.set(names.day, firmDayOf(at));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
