import { BOOKING_FORM_ACTION } from '@abogados/shared';
import { type RequestHandler } from 'express';
import { pageFormGate } from '../../common/forms';
import { BOOKING_FORM_FIELDS, MANAGE_FORM_FIELDS } from './booking-form-values';

/** Where the manage page's forms post (lower case, as the gate reads the path). */
const MANAGE_FORM_ACTION = /^\/api\/booking\/manage\/[^/]+\/form$/;

/** The booking pages' forms without JavaScript (their pages carry the actions): refusals answered as pages. */
export function bookingFormGates(publicUrl: string): RequestHandler[] {
  return [
    pageFormGate(publicUrl, BOOKING_FORM_ACTION, BOOKING_FORM_FIELDS.length),
    pageFormGate(publicUrl, MANAGE_FORM_ACTION, MANAGE_FORM_FIELDS.length),
  ];
}
